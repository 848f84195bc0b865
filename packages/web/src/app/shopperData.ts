/**
 * What logout does to the shopper's data slices (spec section 4). The slices load on demand: most are not
 * among the first page's scripts, and everything app/ imports statically is.
 */
export async function resetShopperData(): Promise<void> {
  const [
    { offers },
    { address },
    { orderData },
    { resetOrderProcess },
    { refunds },
    { user },
    { forgetInstructions },
  ] = await Promise.all([
    import('../features/checkout/store/offers'),
    import('../state/address'),
    import('../state/orderData'),
    import('../state/orderProcess'),
    import('../state/refunds'),
    import('../state/user'),
    import('../features/checkout/store/instructions'),
  ]);
  offers.reset();
  resetOrderProcess();
  // A delivery note may hold a gate code: not left for the next person on this device.
  forgetInstructions();
  const { shippingConfigs, platformFeeConfigs } = orderData.state;
  orderData.reset();
  // Store-wide configs fetched at start-up are not the shopper's data.
  orderData.state.shippingConfigs = shippingConfigs;
  orderData.state.platformFeeConfigs = platformFeeConfigs;
  address.reset();
  refunds.reset();
  user.reset();
}

/**
 * Checkout refusals as spec section 8 lists them: unavailable items with a way to remove them (and the
 * units the hub has left when that is why, issue 28), missing fields in a table, and the server's Message
 * and Description for the rest (exceed-max-amount, wallet).
 */
import type { DescribedError } from '@storefront/sdk';
import type { Snapshot } from 'valtio';
import { Button } from '../../../components/Button';
import { messages } from '../../../messages/checkout';
import { removeUnavailable } from '../store/checkout';

export function CheckoutErrors({
  error,
}: {
  error: Snapshot<DescribedError> | DescribedError | undefined;
}) {
  if (!error) return null;
  const refusal = error.checkout;
  if (refusal?.UnAvailableItems) {
    const products = refusal.Products ?? [];
    return (
      <div className="notice notice-error" role="alert" data-testid="unavailable-items">
        {/* The server's words name the product and what is left ("Only 2 left of Mutton Curry Cut"). */}
        <strong>{refusal.Message || messages.checkout.unavailableTitle}</strong>
        <p>{messages.checkout.unavailableBody}</p>
        <ul>
          {products.map((product) => (
            <li key={`${product.ProductId}-${product.ConfigPriceIds.join('-')}`}>
              {product.ProductName}
              {product.Left ? ` · ${messages.checkout.onlyLeft(product.Left)}` : null}
            </li>
          ))}
        </ul>
        <Button size="sm" onClick={() => void removeUnavailable(products)}>
          {messages.checkout.removeUnavailable}
        </Button>
      </div>
    );
  }
  if (refusal?.MissingFields && refusal.MissingFields.length > 0) {
    return (
      <div className="notice notice-error" role="alert" data-testid="missing-fields">
        <strong>{messages.checkout.missingFieldsTitle}</strong>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{messages.checkout.field}</th>
              <th scope="col">{messages.checkout.problem}</th>
            </tr>
          </thead>
          <tbody>
            {refusal.MissingFields.map((field) => (
              <tr key={field.Field}>
                <td>{field.Field}</td>
                <td>{field.Description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <div className="notice notice-error" role="alert" data-testid="checkout-error">
      <strong>{error.title}</strong>
      <p>{error.description}</p>
    </div>
  );
}

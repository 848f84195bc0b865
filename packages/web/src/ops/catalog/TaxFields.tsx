import { GST_RATES_BP, formatGstRate } from '@storefront/sdk/core';
import { messages } from '../messages';
import type { ProductInput } from './productInput';

const t = messages.catalog;

/** What the product's invoice lines carry (docs/invoices.md): its HSN code and GST rate. */
export function TaxFields({
  input,
  onChange,
}: {
  input: ProductInput;
  onChange: (change: Partial<Pick<ProductInput, 'hsnCode' | 'gstRateBp'>>) => void;
}) {
  return (
    <fieldset className="ops-option">
      <legend>{t.taxHeading}</legend>
      <div className="field">
        <label htmlFor="ops-product-hsn">{t.hsnCode}</label>
        <input
          id="ops-product-hsn"
          inputMode="numeric"
          required
          maxLength={8}
          aria-describedby="ops-product-hsn-hint"
          value={input.hsnCode}
          onChange={(event) => onChange({ hsnCode: event.target.value })}
        />
        <p id="ops-product-hsn-hint" className="muted small">
          {t.hsnHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor="ops-product-gst">{t.gstRate}</label>
        <select
          id="ops-product-gst"
          value={input.gstRateBp}
          onChange={(event) => onChange({ gstRateBp: Number(event.target.value) })}
        >
          {GST_RATES_BP.map((rate) => (
            <option key={rate} value={rate}>
              {t.gstRateOption(formatGstRate(rate))}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}

import { discountPercent, formatPaise } from '../lib/money';
import { messages } from '../messages/shell';

export interface PriceProps {
  /** Paise. */
  price: number;
  /** Paise before discount, if any. */
  mrp?: number | null | undefined;
  size?: 'md' | 'lg';
}

/** A price in INR with the struck-through MRP and the discount when there is one. */
export function Price({ price, mrp, size = 'md' }: PriceProps) {
  const off = discountPercent(price, mrp);
  return (
    <span className={`price price-${size}`}>
      <span className="price-now">{formatPaise(price)}</span>
      {off > 0 && mrp ? (
        <>
          <s className="price-mrp">
            <span className="visually-hidden">{messages.common.mrp} </span>
            {formatPaise(mrp)}
          </s>
          <span className="price-off">{messages.common.off(off)}</span>
        </>
      ) : null}
    </span>
  );
}

import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/Button';
import { formatPaise } from '../lib/money';
import { useFocusWhen } from './focus';
import { messages } from './messages';
import { Pager } from './Pager';
import { rupeesToPaise } from './rupees';
import { ops } from './session';
import { usePolling } from './usePolling';
import { OptionFields } from './catalog/OptionFields';
import { TaxFields } from './catalog/TaxFields';
import { useProductEditor } from './catalog/useProductEditor';

const t = messages.catalog;

/** The admin's catalog: products a page at a time, found by a search, each opening its editor. */
export function CatalogScreen() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const { data, error } = usePolling(`catalog-${search}-${pageNo}`, () =>
    ops.catalog.list({ ...(search ? { search } : {}), pageNo }),
  );
  const headingRef = useFocusWhen<HTMLHeadingElement>(data !== undefined);

  return (
    <main id="main" className="ops-screen">
      <h1 ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <form
        role="search"
        className="ops-filters"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(typed.trim());
          setPageNo(1);
        }}
      >
        <div className="field">
          <label htmlFor="ops-catalog-search">{t.search}</label>
          <input
            id="ops-catalog-search"
            type="search"
            maxLength={100}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" size="sm">
          {t.searchButton}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="field-error">
          {error.title}. {error.description}
        </p>
      ) : null}
      {data === undefined ? <p aria-live="polite">{t.loading}</p> : null}
      {data && data.Products.length === 0 ? <p>{t.empty}</p> : null}
      <ul className="ops-orders">
        {data?.Products.map((product) => (
          <li key={product.ProductId}>
            <Link
              href={`/catalog/${product.ProductId}`}
              className="ops-order-card"
              aria-label={t.edit(product.Name)}
            >
              <strong>{product.Name}</strong>
              <span className="muted small">
                {product.CategoryName} · {t.price(formatPaise(product.Price))} ·{' '}
                {t.options(product.Options.length)}
              </span>
              {product.IsAvailable ? null : <span className="ops-badge">{t.notSold}</span>}
            </Link>
          </li>
        ))}
      </ul>
      {data ? <Pager pageNo={pageNo} totalPages={data.TotalPages} onPage={setPageNo} /> : null}
    </main>
  );
}

/** One product: base price and availability, and each option's price difference, availability and stock. */
export function ProductEditor({ productId }: { productId: number }) {
  const editor = useProductEditor(productId);
  const { product, input, setInput, failure, notice, busy } = editor;
  const headingRef = useFocusWhen<HTMLHeadingElement>(product !== undefined);
  const failureRef = useFocusWhen<HTMLParagraphElement>(failure);

  if (!product || !input) {
    return (
      <main id="main" className="ops-screen">
        <Link href="/catalog">{t.back}</Link>
        {editor.loadError ? (
          <p role="alert" className="field-error">
            {editor.loadError}
          </p>
        ) : (
          <p aria-live="polite">{t.loading}</p>
        )}
      </main>
    );
  }

  const base = rupeesToPaise(input.price);
  return (
    <main id="main" className="ops-screen">
      <Link href="/catalog">{t.back}</Link>
      <h1 ref={headingRef} tabIndex={-1}>
        {product.Name}
      </h1>
      <p className="muted small">{product.CategoryName}</p>
      <p className="ops-live" role="status">
        {notice}
      </p>
      <form className="ops-form" onSubmit={(event) => void editor.save(event)} noValidate>
        <div className="field">
          <label htmlFor="ops-product-price">{t.basePrice}</label>
          <input
            id="ops-product-price"
            inputMode="decimal"
            required
            value={input.price}
            onChange={(event) => setInput({ ...input, price: event.target.value })}
          />
        </div>
        <label className="ops-check">
          <input
            type="checkbox"
            checked={input.isAvailable}
            onChange={(event) => setInput({ ...input, isAvailable: event.target.checked })}
          />
          {t.available}
        </label>
        <TaxFields input={input} onChange={(change) => setInput({ ...input, ...change })} />
        {product.Options.length > 0 ? <h2>{t.optionsHeading}</h2> : null}
        {product.Options.map((option) => (
          <OptionFields
            key={option.RowId}
            option={option}
            typed={input.options[option.RowId]!}
            base={base}
            onChange={(change) => editor.setOption(option.RowId, change)}
          />
        ))}
        {failure ? (
          <p ref={failureRef} tabIndex={-1} role="alert" className="field-error">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
      </form>
    </main>
  );
}

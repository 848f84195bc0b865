import type { CatalogOptionChange, CatalogProduct } from '@storefront/sdk/ops';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '../components/Button';
import { formatPaise } from '../lib/money';
import { useFocusWhen } from './focus';
import { messages } from './messages';
import { Pager } from './Pager';
import { paiseToRupees, rupeesToPaise } from './rupees';
import { describe, ops } from './session';
import { usePolling } from './usePolling';

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

interface OptionInput {
  priceDelta: string;
  isAvailable: boolean;
  stock: string;
}

interface ProductInput {
  price: string;
  isAvailable: boolean;
  options: Record<number, OptionInput>;
}

const inputOf = (product: CatalogProduct): ProductInput => ({
  price: paiseToRupees(product.Price),
  isAvailable: product.IsAvailable,
  options: Object.fromEntries(
    product.Options.map((option) => [
      option.RowId,
      {
        priceDelta: paiseToRupees(option.PriceDelta),
        isAvailable: option.IsAvailable,
        stock: option.Stock === null ? '' : String(option.Stock),
      },
    ]),
  ),
});

/** The change the form asks for, or the first field that does not read. */
function changeOf(
  product: CatalogProduct,
  input: ProductInput,
): { price: number; options: CatalogOptionChange[] } | { invalid: string } {
  const price = rupeesToPaise(input.price);
  if (price === undefined) return { invalid: t.rupeesInvalid(t.basePrice) };
  const options: CatalogOptionChange[] = [];
  for (const option of product.Options) {
    const typed = input.options[option.RowId]!;
    const priceDelta = rupeesToPaise(typed.priceDelta, { signed: true });
    if (priceDelta === undefined)
      return {
        invalid: t.rupeesInvalid(`${t.optionLegend(option.Group, option.Label)}, ${t.priceDelta}`),
      };
    const stockText = typed.stock.trim();
    if (stockText !== '' && !/^\d{1,7}$/.test(stockText)) return { invalid: t.stockInvalid };
    options.push({
      rowId: option.RowId,
      priceDelta,
      isAvailable: typed.isAvailable,
      stock: stockText === '' ? null : Number(stockText),
    });
  }
  return { price, options };
}

/** One product: base price and availability, and each option's price difference, availability and stock. */
export function ProductEditor({ productId }: { productId: number }) {
  const [product, setProduct] = useState<CatalogProduct>();
  const [input, setInput] = useState<ProductInput>();
  const [loadError, setLoadError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const headingRef = useFocusWhen<HTMLHeadingElement>(product !== undefined);
  const failureRef = useFocusWhen<HTMLParagraphElement>(failure);

  // Read once: a form being filled in is not replaced under the admin's fingers by a poll.
  useEffect(() => {
    let live = true;
    ops.catalog.get(productId).then(
      (reply) => {
        if (!live) return;
        setProduct(reply.Product);
        setInput(inputOf(reply.Product));
      },
      (caught: unknown) => {
        const { title, description } = describe(caught);
        if (live) setLoadError(`${title}. ${description}`);
      },
    );
    return () => {
      live = false;
    };
  }, [productId]);

  if (!product || !input) {
    return (
      <main id="main" className="ops-screen">
        <Link href="/catalog">{t.back}</Link>
        {loadError ? (
          <p role="alert" className="field-error">
            {loadError}
          </p>
        ) : (
          <p aria-live="polite">{t.loading}</p>
        )}
      </main>
    );
  }

  const setOption = (rowId: number, change: Partial<OptionInput>) =>
    setInput({
      ...input,
      options: { ...input.options, [rowId]: { ...input.options[rowId]!, ...change } },
    });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!product || !input) return;
    setNotice(undefined);
    const change = changeOf(product, input);
    if ('invalid' in change) {
      setFailure(change.invalid);
      return;
    }
    setFailure(undefined);
    setBusy(true);
    try {
      const reply = await ops.catalog.save({
        productId: product.ProductId,
        price: change.price,
        isAvailable: input.isAvailable,
        options: change.options,
      });
      setProduct(reply.Product);
      setInput(inputOf(reply.Product));
      setNotice(t.saved);
    } catch (caught) {
      const { title, description } = describe(caught);
      setFailure(`${title}. ${description}`);
    } finally {
      setBusy(false);
    }
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
      <form className="ops-form" onSubmit={(event) => void save(event)} noValidate>
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
        {product.Options.length > 0 ? <h2>{t.optionsHeading}</h2> : null}
        {product.Options.map((option) => {
          const typed = input.options[option.RowId]!;
          const id = `ops-option-${option.RowId}`;
          const delta = rupeesToPaise(typed.priceDelta, { signed: true });
          return (
            <fieldset key={option.RowId} className="ops-option" data-testid="catalog-option">
              <legend>{t.optionLegend(option.Group, option.Label)}</legend>
              <div className="field">
                <label htmlFor={`${id}-delta`}>{t.priceDelta}</label>
                <input
                  id={`${id}-delta`}
                  inputMode="decimal"
                  aria-describedby={`${id}-price`}
                  value={typed.priceDelta}
                  onChange={(event) => setOption(option.RowId, { priceDelta: event.target.value })}
                />
                <span id={`${id}-price`} className="muted small">
                  {base !== undefined && delta !== undefined
                    ? t.optionPrice(formatPaise(Math.max(0, base + delta)))
                    : ''}
                </span>
              </div>
              <div className="field">
                <label htmlFor={`${id}-stock`}>{t.stock}</label>
                <input
                  id={`${id}-stock`}
                  inputMode="numeric"
                  value={typed.stock}
                  onChange={(event) => setOption(option.RowId, { stock: event.target.value })}
                />
                {option.Stock === 0 ? <span className="ops-badge">{t.noneLeft}</span> : null}
              </div>
              <label className="ops-check">
                <input
                  type="checkbox"
                  checked={typed.isAvailable}
                  onChange={(event) =>
                    setOption(option.RowId, { isAvailable: event.target.checked })
                  }
                />
                {t.optionAvailable}
              </label>
            </fieldset>
          );
        })}
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

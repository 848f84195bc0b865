// The web benchmark's yardstick (scripts/bench/web.mjs): a bare React 19 page of what a store's home shows
// first, a header, a banner and eight product cards with an Add button, rendered on the client from data in
// its one bundle, no router, no state library, no data request. The store's pages are measured against it,
// in the same run on the same machine, so the budgets hold what the app adds to React itself.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { banner, products } from './products.js';
import './style.css';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

function Header({ count }) {
  return (
    <header className="header">
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="16" fill="#b91c1c" />
      </svg>
      <a href="/" className="brand">
        FreshCuts
      </a>
      <a href="/cart" className="cart" aria-label={`Cart, ${count} items`}>
        Cart {count > 0 ? <span className="badge">{count}</span> : null}
      </a>
    </header>
  );
}

function ProductCard({ product, qty, onQty }) {
  return (
    <article className="card" aria-labelledby={`product-${product.slug}`}>
      <img src={`/images/${product.slug}.webp`} alt="" width={400} height={300} />
      <div className="card-body">
        <h3 id={`product-${product.slug}`}>
          <a href={`/${product.slug}`}>{product.name}</a>
        </h3>
        <p>{product.description}</p>
        <span className="muted">{product.weight}</span>
        <div className="card-foot">
          <strong>{rupees.format(product.price / 100)}</strong>
          {qty === 0 ? (
            <button type="button" onClick={() => onQty(1)} aria-label={`Add ${product.name}`}>
              Add +
            </button>
          ) : (
            <span className="stepper">
              <button type="button" onClick={() => onQty(qty - 1)} aria-label="Fewer">
                −
              </button>
              <output>{qty}</output>
              <button type="button" onClick={() => onQty(qty + 1)} aria-label="More">
                +
              </button>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

function App() {
  const [cart, setCart] = useState({});
  const count = Object.values(cart).reduce((sum, qty) => sum + qty, 0);
  return (
    <>
      <Header count={count} />
      <main>
        <a href="/category/chicken" className="banner" aria-label="Fresh chicken, cut to order">
          <img
            src={`/images/${banner}.webp`}
            alt=""
            width={1200}
            height={400}
            fetchPriority="high"
          />
        </a>
        <h2>Best sellers</h2>
        <ul className="grid">
          {products.map((product) => (
            <li key={product.slug}>
              <ProductCard
                product={product}
                qty={cart[product.slug] ?? 0}
                onQty={(qty) => setCart((before) => ({ ...before, [product.slug]: qty }))}
              />
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

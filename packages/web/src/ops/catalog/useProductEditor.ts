/** The product editor's state: the product read once, the form as typed, and saving it. */
import type { CatalogProduct } from '@storefront/sdk/ops';
import { type FormEvent, useEffect, useState } from 'react';
import { messages } from '../messages';
import { describe, ops } from '../session';
import { changeOf, inputOf, type OptionInput, type ProductInput } from './productInput';

const t = messages.catalog;

export function useProductEditor(productId: number) {
  const [product, setProduct] = useState<CatalogProduct>();
  const [input, setInput] = useState<ProductInput>();
  const [loadError, setLoadError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const shown = (read: CatalogProduct) => {
    setProduct(read);
    setInput(inputOf(read));
  };

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

  const setOption = (rowId: number, change: Partial<OptionInput>) => {
    if (!input) return;
    setInput({
      ...input,
      options: { ...input.options, [rowId]: { ...input.options[rowId]!, ...change } },
    });
  };

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
        hsnCode: change.hsnCode,
        gstRateBp: change.gstRateBp,
        options: change.options,
      });
      shown(reply.Product);
      setNotice(t.saved);
    } catch (caught) {
      const { title, description } = describe(caught);
      setFailure(`${title}. ${description}`);
    } finally {
      setBusy(false);
    }
  }

  return { product, input, setInput, setOption, loadError, failure, notice, busy, save };
}

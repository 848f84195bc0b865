/** All categories, each with its description and product count. */
import { useDeferredValue, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/catalogPages';
import { CategoryCards } from '../components/CategoryTiles';
import { categories, loadCategories } from '../store/categories';
import '../catalog.css';

export default function CategoriesPage() {
  // Drawn as a deferred (interruptible) update, as the other catalog pages: the reply's arrival is a store
  // change, which React would otherwise render in one task.
  const categoryData = useDeferredValue(useSnapshot(categories.state).categoryData);
  useEffect(() => {
    void loadCategories();
  }, []);
  return (
    <Page title={messages.catalog.categoriesTitle}>
      {categoryData ? <CategoryCards categories={categoryData} /> : <Spinner />}
    </Page>
  );
}

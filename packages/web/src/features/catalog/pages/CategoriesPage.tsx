/** All categories, each with its description and product count. */
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Page } from '../../../components/Page';
import { Spinner } from '../../../components/Spinner';
import { messages } from '../../../messages/catalogPages';
import { CategoryCards } from '../components/CategoryTiles';
import { categories, loadCategories } from '../store/categories';
import '../catalog.css';

export default function CategoriesPage() {
  const { categoryData } = useSnapshot(categories.state);
  useEffect(() => {
    void loadCategories();
  }, []);
  return (
    <Page title={messages.catalog.categoriesTitle}>
      {categoryData ? <CategoryCards categories={categoryData} /> : <Spinner />}
    </Page>
  );
}

import { useState } from 'react';
import { textColorFor, type CalendarCategoryItem } from '@greenroom/contracts';
import { LoadingStatus, SaveResultAlerts, SectionCard, messageOr, useSaveResult, type SaveResult } from '@greenroom/sdk';
import { Alert, Button } from 'react-bootstrap';
import { useCategories } from '../../../common/api/get-categories';
import { useSetCategoryRetired } from '../api/retire-category';
import { CategoryForm } from './CategoryForm';
import styles from './calendar-categories.module.css';

function CategoryRow({ category, result }: { category: CalendarCategoryItem; result: SaveResult }) {
  const [editing, setEditing] = useState(false);
  const retire = useSetCategoryRetired(category.id);

  const toggleRetired = () => {
    result.clear();
    retire.mutate(!category.retired, {
      onSuccess: (saved) =>
        result.succeed(saved.retired ? `${saved.name} retired: its events keep it.` : `${saved.name} is offered for new events again.`),
      onError: (error) => result.fail(messageOr(error, 'Failed to change the category.')),
    });
  };

  return (
    <li className="border-bottom py-3">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <span className={styles.badge} style={{ backgroundColor: category.fillColor, color: textColorFor(category.fillColor) }}>
          {category.name}
        </span>
        {category.retired && <span className="fw-bold">Retired</span>}
        <div className="d-flex flex-wrap gap-2 ms-auto">
          <Button variant="outline-primary" size="lg" onClick={() => setEditing(!editing)} aria-expanded={editing}>
            Rename or recolour<span className="visually-hidden"> {category.name}</span>
          </Button>
          <Button variant={category.retired ? 'outline-success' : 'outline-danger'} size="lg" onClick={toggleRetired} disabled={retire.isPending}>
            {category.retired ? 'Restore' : 'Retire'}
            <span className="visually-hidden"> {category.name}</span>
          </Button>
        </div>
      </div>
      {editing && (
        <div className="mt-3">
          <CategoryForm category={category} result={result} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
        </div>
      )}
    </li>
  );
}

/** Admins add, rename, recolour and retire the calendar's categories; a retired one keeps its events. */
export function CalendarCategoriesScreen() {
  const categories = useCategories();
  const result = useSaveResult({ successMs: 5000 });

  return (
    <section data-testid="screen-calendar-categories">
      <h1>Calendar Categories</h1>
      <SaveResultAlerts result={result} dismissible />
      <SectionCard title="Add a category" className="mb-4">
        <CategoryForm result={result} onDone={() => undefined} />
      </SectionCard>
      <SectionCard title="Categories">
        {categories.isPending && <LoadingStatus>Loading categories...</LoadingStatus>}
        {categories.isError && <Alert variant="danger">{messageOr(categories.error, 'Failed to load the categories.')}</Alert>}
        {categories.data && (
          <ul className="list-unstyled mb-0" aria-label="Categories">
            {categories.data.map((category) => (
              <CategoryRow key={category.id} category={category} result={result} />
            ))}
          </ul>
        )}
      </SectionCard>
    </section>
  );
}

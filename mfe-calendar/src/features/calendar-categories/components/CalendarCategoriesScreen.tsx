import { useEffect, useState } from 'react';
import { textColorFor, type CalendarCategoryItem } from '@greenroom/contracts';
import { LoadingStatus, SaveResultAlerts, SectionCard, messageOr, useAnnounce, useSaveResult, type SaveResult } from '@greenroom/sdk';
import { Alert, Button } from 'react-bootstrap';
import { useCategories } from '../../../common/api/get-categories';
import { useSetCategoryRetired } from '../api/retire-category';
import { useSaveCategoryOrder } from '../api/save-category-order';
import { moveAnnouncement, moveButtonId, movedOnePlace, type MoveDirection } from './category-moves';
import { CategoryForm } from './CategoryForm';
import styles from './calendar-categories.module.css';

interface CategoryRowProps {
  category: CalendarCategoryItem;
  result: SaveResult;
  first: boolean;
  last: boolean;
  onMove: (direction: MoveDirection) => void;
}

function CategoryRow({ category, result, first, last, onMove }: CategoryRowProps) {
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
          <Button id={moveButtonId(category.id, 'up')} variant="outline-secondary" size="lg" onClick={() => onMove('up')} disabled={first}>
            Move up<span className="visually-hidden"> {category.name}</span>
          </Button>
          <Button id={moveButtonId(category.id, 'down')} variant="outline-secondary" size="lg" onClick={() => onMove('down')} disabled={last}>
            Move down<span className="visually-hidden"> {category.name}</span>
          </Button>
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

/**
 * After a move the row's button keeps the focus (the other one when the row reached the end of the list), so
 * pressing it again moves the same category on.
 */
function useFocusAfterMove(): (categoryId: string, direction: MoveDirection) => void {
  const [moved, setMoved] = useState<{ categoryId: string; direction: MoveDirection } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const pressed = document.getElementById(moveButtonId(moved.categoryId, moved.direction)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(moved.categoryId, moved.direction === 'up' ? 'down' : 'up'));
    (pressed && !pressed.disabled ? pressed : other)?.focus();
    setMoved(null);
  }, [moved]);
  return (categoryId, direction) => setMoved({ categoryId, direction });
}

/**
 * Admins add, rename, recolour, retire and order the calendar's categories; a retired one keeps its events. The
 * order is the one every list of categories follows (the Add Event dialog starts on the first).
 */
export function CalendarCategoriesScreen() {
  const categories = useCategories();
  const result = useSaveResult({ successMs: 5000 });
  const saveOrder = useSaveCategoryOrder();
  const announce = useAnnounce();
  const focusAfterMove = useFocusAfterMove();

  const move = (list: CalendarCategoryItem[], index: number, direction: MoveDirection) => {
    // One move at a time: the next is built on the versions the previous one stored.
    if (saveOrder.isPending) return;
    const { id, name } = list[index];
    result.clear();
    saveOrder.mutate(movedOnePlace(list, index, direction), {
      onSuccess: (saved) => {
        announce(moveAnnouncement(name, direction, saved.findIndex((category) => category.id === id) + 1, saved.length));
        focusAfterMove(id, direction);
      },
      onError: (error) => result.failSave(error, { failed: 'Failed to change the order.' }, () => void categories.refetch()),
    });
  };

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
            {categories.data.map((category, index, list) => (
              <CategoryRow
                key={category.id}
                category={category}
                result={result}
                first={index === 0}
                last={index === list.length - 1}
                onMove={(direction) => move(list, index, direction)}
              />
            ))}
          </ul>
        )}
      </SectionCard>
    </section>
  );
}

import type { CalendarCategoryItem, EventFormInput, EventFormValues } from '@greenroom/contracts';
import { SaveResultAlerts, type SaveResult } from '@greenroom/sdk';
import { SchemaForm, type UseFormReturn } from '@greenroom/sdk/forms';
import type { ReactNode } from 'react';
import { Alert, Col, Modal, Row } from 'react-bootstrap';
import { EventFields } from './EventFields';

interface EventFormProps {
  form: UseFormReturn<EventFormInput, unknown, EventFormValues>;
  /** "add" or "edit": the fields' ids, so both dialogs keep their own. */
  idPrefix: string;
  onSubmit: (values: EventFormValues) => Promise<void>;
  /** The categories query: its list, or whether it failed. */
  categories: { data?: CalendarCategoryItem[]; isError: boolean };
  /** The server's refusal is shown above the fields (and read out through the live region). */
  outcome: SaveResult;
  /** The dialog's own Title control, above the shared fields. */
  title: ReactNode;
  /** Below the shared fields (repeat options, "whole series"). */
  children?: ReactNode;
  /** A column beside the fields (the repeat preview). */
  aside?: ReactNode;
  footer: ReactNode;
  footerClassName?: string;
}

/** The body and footer of the Add and Edit Event dialogs: one form checked by the contract's EventFormSchema. */
export function EventForm({ form, idPrefix, onSubmit, categories, outcome, title, children, aside, footer, footerClassName }: EventFormProps) {
  return (
    <SchemaForm form={form} idPrefix={idPrefix} onSubmit={onSubmit}>
      <Modal.Body>
        {categories.isError && <Alert variant="danger">Failed to load categories. Please try again.</Alert>}
        <Row>
          <Col lg={aside ? 7 : 12}>
            {title}
            <EventFields idPrefix={idPrefix} categories={categories.data ?? []} />
            {children}
          </Col>
          {aside && <Col lg={5}>{aside}</Col>}
        </Row>
      </Modal.Body>
      <Modal.Footer className={footerClassName}>
        {/* Beside Save, where the person looks. Only the error can show: a dialog with a success draws EventSaved instead of the form. */}
        {outcome.error && (
          <div className="w-100">
            <SaveResultAlerts result={outcome} dismissible />
          </div>
        )}
        {footer}
      </Modal.Footer>
    </SchemaForm>
  );
}

import { CHARACTER_GENDERS, ShowFormSchema, type Show, type ShowFormValues } from '@greenroom/contracts';
import { SaveResultAlerts, useSaveResult, type SaveResult } from '@greenroom/sdk';
import { SaveOrCloseButtons, SchemaForm, SelectField, TextAreaField, TextField, optionsOf, useFieldArray, useSchemaForm } from '@greenroom/sdk/forms';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Col, Row } from 'react-bootstrap';
import { showsQueryOptions } from '../../../common/api/get-shows';
import { useSaveShow } from '../api/save-show';
import { EMPTY_CHARACTER, EMPTY_DATE, formValuesOf, showWriteOf } from '../show-form-values';

const GENDER_OPTIONS = optionsOf(CHARACTER_GENDERS);

export interface ShowFormProps {
  /** The show to change; a new one when absent. */
  show?: Show;
  result: SaveResult;
  onDone: () => void;
  onCancel: () => void;
}

/** A show, its characters (one row each) and its audition dates (the theater's clock). */
export function ShowForm({ show, result, onDone, onCancel }: ShowFormProps) {
  const form = useSchemaForm(ShowFormSchema, { defaultValues: formValuesOf(show) });
  const characters = useFieldArray({ control: form.control, name: 'characters' });
  const dates = useFieldArray({ control: form.control, name: 'auditionDates' });
  const save = useSaveShow(show?.id);
  const client = useQueryClient();
  // A refusal is said beside Save (the success goes to the screen's message: the form closes).
  const failure = useSaveResult();

  // Someone else saved the show first: their show, characters and dates replace what this form holds.
  const reload = async () => {
    const stored = (await client.fetchQuery({ ...showsQueryOptions(), staleTime: 0 })).find((candidate) => candidate.id === show?.id);
    if (stored) form.reset(formValuesOf(stored));
  };

  const submit = (values: ShowFormValues) => {
    result.clear();
    failure.clear();
    const body = showWriteOf(values);
    save.mutate(show ? { ...body, version: show.version } : body, {
      onSuccess: (saved) => {
        result.succeed(`${saved.name} saved.`);
        onDone();
      },
      onError: (error) => failure.failSave(error, { failed: 'Failed to save the show.' }, () => void reload()),
    });
  };

  return (
    <SchemaForm
      form={form}
      askBeforeLeaving
      onSubmit={submit}
      idPrefix={show ? `show-${show.id}` : 'new-show'}
      aria-label={show ? `Edit ${show.name}` : 'New show'}
    >
      <Row>
        <TextField name="name" label="Show name" required groupClassName="mb-3 col-md-6" />
        <TextField name="auditionLocation" label="Audition location" groupClassName="mb-3 col-md-6" />
        <TextAreaField name="description" label="Description" rows={3} groupClassName="mb-3 col-12" />
      </Row>

      <fieldset className="mb-4">
        <legend className="h4">Characters</legend>
        {characters.fields.map((field, index) => (
          <Row key={field.id} className="border-bottom pb-2 mb-3 align-items-end" role="group" aria-label={`Character ${index + 1}`}>
            {/* Two fields to a line, four on a wide screen: beside the sidebar a quarter of the form split "(required)". */}
            <Col md={6} xxl={3}>
              <TextField name={`characters.${index}.name`} label={`Character ${index + 1} name`} required groupClassName="mb-2" />
            </Col>
            <Col md={6} xxl={2}>
              <SelectField name={`characters.${index}.gender`} label="Gender" options={GENDER_OPTIONS} groupClassName="mb-2" />
            </Col>
            <Col md={6} xxl={2}>
              <TextField name={`characters.${index}.ageRange`} label="Age range" hint="e.g. 30s-50s" groupClassName="mb-2" />
            </Col>
            <Col md={6} xxl={3}>
              <TextField name={`characters.${index}.descriptors`} label="Descriptors" groupClassName="mb-2" />
            </Col>
            <Col xs="auto" className="mb-2">
              <Button variant="outline-danger" size="lg" onClick={() => characters.remove(index)}>
                Remove<span className="visually-hidden"> character {index + 1}</span>
              </Button>
            </Col>
          </Row>
        ))}
        <Button variant="outline-primary" size="lg" onClick={() => characters.append({ ...EMPTY_CHARACTER })}>
          Add a character
        </Button>
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h4">Audition dates</legend>
        <p className="text-body-secondary">Each date appears on the calendar and in Audition Pre-Registration.</p>
        {dates.fields.map((field, index) => (
          <Row key={field.id} className="border-bottom pb-2 mb-3 align-items-end" role="group" aria-label={`Audition date ${index + 1}`}>
            <Col md={6} xxl={4}>
              <TextField name={`auditionDates.${index}.day`} label={`Audition ${index + 1} date`} type="date" required groupClassName="mb-2" />
            </Col>
            <Col md={6} xxl={3}>
              <TextField name={`auditionDates.${index}.start`} label="Starts at" type="time" required groupClassName="mb-2" />
            </Col>
            <Col md={6} xxl={3}>
              <TextField name={`auditionDates.${index}.end`} label="Ends at" type="time" required groupClassName="mb-2" />
            </Col>
            <Col xs="auto" className="mb-2">
              <Button variant="outline-danger" size="lg" onClick={() => dates.remove(index)}>
                Remove<span className="visually-hidden"> audition date {index + 1}</span>
              </Button>
            </Col>
          </Row>
        ))}
        <Button variant="outline-primary" size="lg" onClick={() => dates.append({ ...EMPTY_DATE })}>
          Add an audition date
        </Button>
      </fieldset>

      <SaveResultAlerts result={failure} />
      <SaveOrCloseButtons saving={save.isPending} saveLabel={show ? 'Save changes' : 'Add show'} onClose={onCancel} />
    </SchemaForm>
  );
}

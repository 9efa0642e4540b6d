import { FALLBACK_STATUS_CHOICES, MemberSearchCriteriaSchema, type MemberSearchCriteria } from '@greenroom/contracts';
import { useTeamChoices } from '@greenroom/sdk';
import { ChoiceGroupField, optionsOf, SchemaForm, SelectField, TextField, useSchemaForm } from '@greenroom/sdk/forms';
import { useEffect } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { CriterionRefusalAlert } from '../../../common/CriterionRefusalAlert';
import { useCriterionRefusal } from '../../../common/hooks/use-criterion-refusal';
import { statusLabel } from '../../../common/status-label';
import { useStatusChoices } from '../api/get-status-choices';
import styles from './MemberSearchScreen.module.css';

const EMPTY = { First_Name: '', Last_Name: '', Email: '', Membership_Statuses: [], team: '' };

export interface MemberSearchFormProps {
  busy: boolean;
  onSearch: (criteria: MemberSearchCriteria) => void;
  onClear: () => void;
}

export function MemberSearchForm({ busy, onSearch, onClear }: MemberSearchFormProps) {
  const statuses = useStatusChoices();
  const teams = useTeamChoices();
  const form = useSchemaForm(MemberSearchCriteriaSchema, { defaultValues: EMPTY });
  const criterion = useCriterionRefusal();

  useEffect(() => {
    if (teams.isError) console.error('Failed to fetch team options', teams.error);
  }, [teams.isError, teams.error]);

  const search = (criteria: MemberSearchCriteria) => {
    criterion.dismiss();
    onSearch(criteria);
  };

  const clear = () => {
    form.reset(EMPTY);
    criterion.dismiss();
    onClear();
  };

  const statusChoices = statuses.isError ? FALLBACK_STATUS_CHOICES : (statuses.data?.choices ?? []);
  return (
    <SchemaForm form={form} onSubmit={search} onInvalid={criterion.refuse} idPrefix="search" aria-label="Search criteria" className="mb-4">
      <Row className="g-3">
        <Col md={4}>
          <TextField name="First_Name" label="First Name" autoComplete="off" />
        </Col>
        <Col md={4}>
          <TextField name="Last_Name" label="Last Name" autoComplete="off" />
        </Col>
        <Col md={4}>
          <TextField name="Email" label="Email" autoComplete="off" />
        </Col>
        <Col md={6}>
          <ChoiceGroupField
            name="Membership_Statuses"
            type="checkbox"
            legend="Membership Status"
            legendClassName="form-label fs-6 mb-1"
            optionsClassName={styles.statusList}
            options={statusChoices.map((status) => ({ value: status, label: statusLabel(status) }))}
          />
        </Col>
        <Col md={6}>
          <SelectField name="team" label="Team" options={[{ value: '', label: 'All Teams' }, ...optionsOf(teams.data?.choices ?? [])]} />
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-3 mt-4">
        <Button type="submit" size="lg" disabled={busy}>
          Search
        </Button>
        <Button variant="outline-secondary" size="lg" onClick={clear}>
          Clear
        </Button>
      </div>
      <CriterionRefusalAlert shown={criterion.shown} className="mt-3 mb-0" />
    </SchemaForm>
  );
}

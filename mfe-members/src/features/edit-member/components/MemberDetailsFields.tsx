import { editMemberFields, memberFieldSpec, type EditMemberSection, type MemberFieldName } from '@greenroom/contracts';
import { BreakableText, SectionCard } from '@greenroom/sdk';
import { ChoiceGroupField, optionsOf } from '@greenroom/sdk/forms';
import type { ReactNode } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { MemberFieldInput } from '../../../common/MemberFieldInput';

/** A field as its row of the member field table places it on Edit Member. */
function EditMemberField({ name }: { name: MemberFieldName }) {
  const { choose, layout, rows, hint } = memberFieldSpec(name).editMember ?? {};
  return <MemberFieldInput name={name} choose={choose} layout={layout} rows={rows} hint={hint} />;
}

/** One card: its grid of inputs (or, for the notes, one under another), then its check boxes, then what the card adds. */
function Section({ section, title, grid = true, children }: { section: EditMemberSection; title: string; grid?: boolean; children?: ReactNode }) {
  const names = editMemberFields(section);
  const isCheckbox = (name: MemberFieldName) => memberFieldSpec(name).input === 'checkbox';
  const inputs = names.filter((name) => !isCheckbox(name)).map((name) => <EditMemberField key={name} name={name} />);
  return (
    <SectionCard className="mb-4" title={title}>
      {grid ? <Row>{inputs}</Row> : inputs}
      {names.filter(isCheckbox).map((name) => (
        <EditMemberField key={name} name={name} />
      ))}
      {children}
    </SectionCard>
  );
}

/** Every field of a member's record an admin edits (docs/spec-summary.md §2.2.3), in its four sections, placed by the member field table. */
export function MemberDetailsFields({ teamChoices }: { teamChoices: readonly string[] }) {
  return (
    <>
      <Section section="personal" title="Personal Information" />
      <Section section="address" title="Address Information" />
      <Section section="membership" title="Membership Information">
        <ChoiceGroupField
          name="Teams"
          legend="Teams"
          type="checkbox"
          options={optionsOf(teamChoices)}
          optionsClassName="row"
          renderOption={(option, choice) => (
            <Col md={6} xl={4}>
              <Form.Check {...choice} label={<BreakableText text={option.label} />} />
            </Col>
          )}
        />
      </Section>
      <Section section="bio" title="Biography and Notes" grid={false} />
    </>
  );
}

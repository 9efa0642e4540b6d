import { GENDERS, MEMBERSHIP_STATUSES, ROLES, US_STATES } from '@greenroom/contracts';
import { BreakableText, SectionCard } from '@greenroom/sdk';
import { CheckboxField, ChoiceGroupField, optionsOf, SelectField, TextAreaField, TextField } from '@greenroom/sdk/forms';
import { Col, Form, Row } from 'react-bootstrap';

/** Access Level and Level are kept from the old member list: the portal reads neither (Portal Permission does). */
const KEPT_NOTE_HINT = 'A note kept from the old member list. It allows nothing here: Portal Permission sets what this member can open.';

/** Every field of a member's record an admin edits (docs/spec-summary.md §2.2.3), in its four sections. */
export function MemberDetailsFields({ teamChoices }: { teamChoices: readonly string[] }) {
  return (
    <>
      <SectionCard className="mb-4" title="Personal Information">
        <Row>
          {/* Two to a line (the e-mail address on its own): a third of the card cut phone numbers and addresses. */}
          <TextField name="First_Name" label="First Name" required groupClassName="col-md-6 mb-3" />
          <TextField name="Last_Name" label="Last Name" required groupClassName="col-md-6 mb-3" />
          <TextField name="Email" label="Email" type="email" required groupClassName="col-12 mb-3" />
          <TextField name="Mobile" label="Mobile" type="tel" groupClassName="col-md-6 mb-3" />
          <TextField name="Landline" label="Landline" type="tel" groupClassName="col-md-6 mb-3" />
          <SelectField name="Gender" label="Gender" placeholder="Not given" options={optionsOf(GENDERS)} groupClassName="col-md-6 mb-3" />
        </Row>
      </SectionCard>
      <SectionCard className="mb-4" title="Address Information">
        <Row>
          {/* The street on a line of its own: a 1-column State box (58 px at 768 px) hid "FL". */}
          <TextField name="Street_Address" label="Street Address" groupClassName="col-12 mb-3" />
          <TextField name="City" label="City" groupClassName="col-md-8 col-xl-5 mb-3" />
          <SelectField name="State" label="State" placeholder="" options={optionsOf(US_STATES)} groupClassName="col-6 col-md-4 col-xl-3 mb-3" />
          <TextField name="Zip_Code" label="ZIP Code" groupClassName="col-6 col-md-4 mb-3" />
        </Row>
      </SectionCard>
      <SectionCard className="mb-4" title="Membership Information">
        <Row>
          <SelectField
            name="Membership_Status"
            label="Membership Status"
            options={optionsOf(MEMBERSHIP_STATUSES)}
            required
            groupClassName="col-md-6 col-xl-4 mb-3"
          />
          <SelectField
            name="Portal_Permission"
            label="Portal Permission"
            options={optionsOf(ROLES)}
            required
            groupClassName="col-md-6 col-xl-4 mb-3"
          />
          <TextField name="Villages_ID" label="Villages ID" groupClassName="col-md-6 col-xl-4 mb-3" />
          <TextField name="Member_Since" label="Member Since" type="date" groupClassName="col-md-6 col-xl-4 mb-3" />
          <TextField name="Last_Paid_Date" label="Last Paid Date" type="date" groupClassName="col-md-6 col-xl-4 mb-3" />
          <TextField name="Dues_Expire" label="Dues Expire" type="date" groupClassName="col-md-6 col-xl-4 mb-3" />
          <TextField name="Dues_Status" label="Dues Status" groupClassName="col-md-6 col-xl-4 mb-3" />
          <TextField name="Access_Level" label="Access Level" hint={KEPT_NOTE_HINT} groupClassName="col-md-6 col-xl-4 mb-3" />
          <TextField name="Level" label="Level" hint={KEPT_NOTE_HINT} groupClassName="col-md-6 col-xl-4 mb-3" />
        </Row>
        <CheckboxField name="Team_Leader" label="Team Leader" className="fs-5 mb-3" />
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
      </SectionCard>
      <SectionCard className="mb-4" title="Biography and Notes">
        <TextAreaField name="Personal_Bio" label="Personal Bio" rows={5} />
        <TextAreaField name="Show_Bio" label="Show Bio" rows={5} />
        <TextAreaField name="Director_Notes" label="Director Notes" rows={3} />
      </SectionCard>
    </>
  );
}

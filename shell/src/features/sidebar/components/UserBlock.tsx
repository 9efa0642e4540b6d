import type { Member } from '@greenroom/contracts';
import { BreakableText, initials } from '@greenroom/sdk';
import { Badge, Button } from 'react-bootstrap';

const AVATAR_SIZE = 36;

/** `onLogout(everywhere)`: this device only, or every session of the member (a lost phone, a shared computer). */
export function UserBlock({ member, onLogout }: { member: Member; onLogout: (everywhere: boolean) => void }) {
  const fullName = `${member.First_Name} ${member.Last_Name}`.trim();
  return (
    <section className="border-top pt-3 mt-3" aria-label="Signed in member">
      <div className="d-flex align-items-center gap-2 mb-2">
        <span
          className="rounded-circle bg-primary text-white d-inline-flex align-items-center justify-content-center fw-bold flex-shrink-0"
          style={{ width: AVATAR_SIZE, height: AVATAR_SIZE, fontSize: 16 }}
          aria-hidden="true"
          data-testid="avatar"
        >
          {initials(member.First_Name, member.Last_Name)}
        </span>
        <span className="fw-semibold">{fullName}</span>
      </div>
      <div className="mb-2">
        <BreakableText text={member.Email} />
      </div>
      <Badge bg="secondary" className="fs-6 mb-3">
        {member.Portal_Permission}
      </Badge>
      <div className="d-grid gap-2">
        <Button variant="outline-danger" size="lg" onClick={() => onLogout(false)}>
          Logout
        </Button>
        <Button variant="outline-secondary" size="lg" onClick={() => onLogout(true)}>
          Logout on every device
        </Button>
      </div>
    </section>
  );
}

import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <div className="py-4">
      <h1>Page not found</h1>
      <p className="fs-5">We could not find the page you asked for. It may have moved, or the address may be mistyped.</p>
      <Link to="/dashboard" className="btn btn-primary btn-lg">
        Go to the Dashboard
      </Link>
    </div>
  );
}

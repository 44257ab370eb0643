import { Link, Outlet } from 'react-router-dom';

/** The header every public page shares. */
export function PublicLayout() {
  return (
    <>
      <header className="public-header">
        <Link className="brand" to="/">
          Backline
        </Link>
        <nav aria-label="Main">
          <Link className="button" to="/login">
            Launch App
          </Link>
        </nav>
      </header>
      <Outlet />
    </>
  );
}

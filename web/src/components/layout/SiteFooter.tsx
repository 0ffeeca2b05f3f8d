import { Link } from '@tanstack/react-router';

export function SiteFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© {new Date().getFullYear()} Akwaaba Drive. Car rental from owners across Ghana.</p>
        <ul className="flex gap-4">
          <li>
            <Link to="/cars" className="rounded hover:text-ink">
              Browse Cars
            </Link>
          </li>
          <li>
            <Link to="/how-it-works" className="rounded hover:text-ink">
              How It Works
            </Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}

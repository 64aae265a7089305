import { Link } from 'react-router';
import { ENTITIES } from './entities';
import { useAdminTitle } from './useAdminTitle';

/** /admin/add and /admin/view: one tile per entity. */
export function ChooserPage({ mode }: { mode: 'add' | 'view' }) {
  const title = mode === 'add' ? 'Add' : 'View';
  useAdminTitle(title);
  return (
    <div className="admin-page">
      <h1>{mode === 'add' ? 'What would you like to add?' : 'What would you like to see?'}</h1>
      <ul className="admin-tiles">
        {Object.values(ENTITIES).map((entity) => (
          <li key={entity.label}>
            <Link to={mode === 'add' ? entity.add : entity.view} className="admin-tile">
              <span className="admin-tile__label">{mode === 'add' ? `Add ${entity.one}` : entity.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

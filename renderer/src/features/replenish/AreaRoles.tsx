// Process: renderer. The store's areas (those its counts use) with their roles: sales floor, back room or other.
// A role nobody chose is the one the area's name proposes ("Stockroom" → back room), marked as proposed.
import { useShallow } from 'zustand/react/shallow';
import { AREA_ROLES, type AreaRole } from '../../../../contract/replenish';
import { TableHead } from '../../shared/TableHead';
import { useApp } from '../../store/context';
import { selectAreaRoles } from '../../store/selectors/replenish';
import { ROLE_WORDS } from './pick-feed';

export function AreaRoles() {
  const { areas, setRole } = useApp(useShallow(selectAreaRoles));
  if (!areas) return null;
  return (
    <section aria-labelledby="replenish-areas-title">
      <h2 id="replenish-areas-title">Areas</h2>
      {areas.length === 0 ? (
        <p className="muted">No count of this store has areas yet: count the floor and the back room by area first.</p>
      ) : (
        <table className="data-table">
          <TableHead columns={['Area', 'Role', 'Set by']} />
          <tbody>
            {areas.map((a) => (
              <tr key={a.area} data-area={a.area}>
                <td>{a.area}</td>
                <td>
                  <select
                    aria-label={`Role of ${a.area}`}
                    value={a.role}
                    onChange={(e) => void setRole(a.area, e.target.value as AreaRole)}
                  >
                    {AREA_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_WORDS[r]}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="muted">{a.chosen ? 'you' : 'its name'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

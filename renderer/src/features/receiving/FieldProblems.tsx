// Process: renderer. The problems of one form field or line, under it, in words (errors red, warnings amber).
import type { ValidationProblem } from '../../../../contract/receiving';

export function FieldProblems({ id, problems }: { id?: string; problems: readonly ValidationProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="field-problems" id={id}>
      {problems.map((p) => (
        <li key={`${p.source}:${p.message}`} className={p.severity === 'error' ? 'field-error' : 'field-warning'}>
          {p.severity === 'warning' ? 'Warning: ' : ''}
          {p.message}
        </li>
      ))}
    </ul>
  );
}

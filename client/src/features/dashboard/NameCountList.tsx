interface NameCount {
  name: string;
  count: number;
}

/** A 'name: count' list, as Quick Stats shows genres and moods. */
export function NameCountList({ title, entries }: { title: string; entries: NameCount[] }) {
  return (
    <>
      <h3>{title}</h3>
      {entries.length === 0 ? (
        <p className="muted">None yet.</p>
      ) : (
        <ul className="name-counts">
          {entries.map(({ name, count }) => (
            <li key={name}>
              {name}: {count}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

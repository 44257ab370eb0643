const shownTags = 3;

/** The first three tags, then '+N more' for the rest. */
export function ProjectTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  const hidden = tags.length - shownTags;
  return (
    <ul className="project-tags" aria-label="Tags">
      {tags.slice(0, shownTags).map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
      {hidden > 0 && <li className="more-tags">+{hidden} more</li>}
    </ul>
  );
}

export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="panel">
      <h1>{title}</h1>
      <p className="muted">Coming soon.</p>
    </section>
  );
}

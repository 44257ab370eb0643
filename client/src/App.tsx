/** The placeholder home page until the landing page and routes arrive. */
export function App() {
  return (
    <main className="home">
      <h1>Backline</h1>
      <p>The workspace for independent musicians and producers.</p>
      <p>
        {/* A full page load on purpose: the server answers /graphql with the explorer, not this app. */}
        <a href="/graphql">Explore the API</a>
      </p>
    </main>
  );
}

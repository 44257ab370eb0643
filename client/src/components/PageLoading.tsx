export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      Loading...
    </p>
  );
}

export default function FloorPage() {
  return (
    <main>
      <h1>Floor</h1>
      <p>A bare Next.js page: the framework&apos;s own cost, measured beside every Forecourt page.</p>
      <a href="/">Back to the top</a>
    </main>
  );
}

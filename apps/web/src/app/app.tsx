export function App() {
  return (
    <main>
      <h1>Transcribe</h1>
      <p>Turn speech into editable text.</p>
    </main>
  );
}

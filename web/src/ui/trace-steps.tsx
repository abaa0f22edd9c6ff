/** A click's routing trace, step by step (name and result; the step's details folded). */
export function TraceSteps({ steps }: { steps: { name: string; result: string; details: Record<string, unknown> }[] }) {
  return (
    <ol className="trace">
      {steps.map((step, i) => (
        <li key={i}>
          <strong>{step.name}</strong>: {step.result}
          <details>
            <summary>Details</summary>
            <pre>{JSON.stringify(step.details, null, 2)}</pre>
          </details>
        </li>
      ))}
    </ol>
  );
}

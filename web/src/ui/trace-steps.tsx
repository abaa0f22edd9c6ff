import { useT } from '../i18n';

/** A step's result: an outcome (the final step) reads as the outcome's phrase, the others as logs.json `trace.result`. */
function resultText(t: (key: string, options?: Record<string, unknown>) => string, name: string, result: string) {
  if (name === 'final') return t(`enums:clickOutcome.${result}`, { defaultValue: result });
  return t(`logs:trace.result.${result}`, { defaultValue: result.replace(/_/g, ' ') });
}

/** A click's routing trace, step by step (name and result in words, the internal names in the tooltip; the step's details folded). */
export function TraceSteps({ steps }: { steps: { name: string; result: string; details: Record<string, unknown> }[] }) {
  const { t } = useT('logs');
  return (
    <ol className="trace">
      {steps.map((step, i) => (
        <li key={i} title={`${step.name}: ${step.result}`}>
          <strong>{t(`trace.step.${step.name}`, { defaultValue: step.name.replace(/_/g, ' ') })}</strong>:{' '}
          {resultText(t, step.name, step.result)}
          <details>
            <summary>{t('trace.details')}</summary>
            <pre>{JSON.stringify(step.details, null, 2)}</pre>
          </details>
        </li>
      ))}
    </ol>
  );
}

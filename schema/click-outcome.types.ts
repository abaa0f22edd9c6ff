import { registerEnumType } from 'type-graphql';
import { OUTCOMES, SELECT_REASONS, type Outcome, type SelectReason } from '../entities/click-outcome';

export const OutcomeEnum = Object.fromEntries(OUTCOMES.map((v) => [v, v])) as Record<Outcome, Outcome>;
registerEnumType(OutcomeEnum, { name: 'ClickOutcome', description: 'How a click ended (spec: Traffic trace).' });
export const SelectReasonEnum = Object.fromEntries(SELECT_REASONS.map((v) => [v, v])) as Record<
  SelectReason,
  SelectReason
>;
registerEnumType(SelectReasonEnum, { name: 'SelectReason', description: 'Why the flow of a click was chosen.' });

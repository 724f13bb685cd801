import { eventId, marketId, outcomeId } from '@touchline/betting';
import { PriceButton } from '../../../src/features/betslip';
import type { OutcomeSlot } from '../../../src/features/events';
import { latestOutcome } from '../../../src/shared/live/live-prices';

/** One price of the events feature's lists, as the betslip feature's button. */
export function renderPrice({ event, market, outcome, disabled }: OutcomeSlot) {
  return (
    <PriceButton
      disabled={disabled}
      currentDecimal={() => latestOutcome(event, outcome).consolidatedPrice.currentPrice.decimal}
      selection={{
        outcomeId: outcomeId(outcome.id),
        eventId: eventId(event.id),
        marketId: marketId(market.id),
        decimal: outcome.consolidatedPrice.currentPrice.decimal,
        eventDescription: event.description,
        marketDescription: market.description,
        outcomeDescription: outcome.description,
      }}
    />
  );
}

/**
 * The Sichuan deal ledger's plain logic (src/components/deal-ledger/): what each button does to
 * the deal, and the deal in the page address, which comes back the same and, when edited by hand,
 * keeps every event before the first it cannot use and says why.
 */
import { describe, expect, it } from 'vitest';
import {
  addEvent,
  clearEvents,
  emptyDeal,
  loadExample,
  setMissingSuit,
  settle,
  statusText,
  undoEvent,
} from '../../src/components/deal-ledger/deal';
import { emptyDraft } from '../../src/components/deal-ledger/draft';
import { decodeEvent, encodeEvent } from '../../src/components/deal-ledger/event-link';
import { decodeDeal, encodeDeal } from '../../src/components/deal-ledger/link';
import { sichuan } from '../../src/variants/sichuan';
import { TWO_WINNERS_DEAL, WORKED_DEAL } from '../../src/variants/sichuan/deal/examples';

const worked = () => loadExample().deal;
const net = (deal: ReturnType<typeof emptyDeal>) => settle(deal).result?.net;
const kong = (seat: string, tile: string) => ({
  ...emptyDraft(),
  type: 'kong' as const,
  seat: seat as 'E',
  kind: 'concealed' as const,
  tile,
});

describe("what the ledger's buttons do", () => {
  it('adding a concealed kong takes 2 from each other player, and says which event it was', () => {
    const { deal, message } = addEvent(emptyDeal(), kong('N', '2p'));
    expect(net(deal)).toEqual({ E: -2, S: -2, W: -2, N: 6 });
    expect(message).toEqual({ text: 'Event 1 added.', error: false });
  });

  it("an event the rules refuse leaves the deal as it was, with the engine's reason", () => {
    const start = addEvent(emptyDeal(), kong('N', '2p')).deal;
    const { deal, message } = addEvent(start, kong('N', '5m'));
    expect(deal).toBe(start);
    expect(message.error).toBe(true);
    expect(message.text).toBe(
      "Not added: event 2: N cannot kong 5m (5 Characters): characters is N's missing suit",
    );
  });

  it('a form without its tile says what is missing and adds nothing', () => {
    const { deal, message } = addEvent(emptyDeal(), kong('E', ' '));
    expect(deal.events).toEqual([]);
    expect(message).toEqual({ text: "Enter the kong's tile, for example 5p.", error: true });
  });

  it('a missing suit that an earlier kong holds is refused; a free one is changed', () => {
    const start = addEvent(emptyDeal(), kong('N', '2p')).deal;
    expect(setMissingSuit(start, 'N', 'p').message.error).toBe(true);
    expect(setMissingSuit(start, 'N', 's').deal.missingSuits.N).toBe('s');
  });

  it('the worked example ends at the wall with the balances the page states, and undo and clear take events away', () => {
    const deal = worked();
    expect(net(deal)).toEqual({ E: 43, S: 45, W: 16, N: -104 });
    expect(statusText(deal, settle(deal))).toBe(
      'The deal is over (the wall ran out); the balances sum to 0.',
    );
    expect(undoEvent(deal).deal.events).toHaveLength(4);
    expect(clearEvents(deal).deal).toEqual({ ...deal, events: [] });
  });
});

describe('the deal in the address', () => {
  it('the worked deal and the two-winner deal come back exactly from their links', () => {
    for (const deal of [
      worked(),
      { missingSuits: { ...TWO_WINNERS_DEAL.missingSuits }, events: TWO_WINNERS_DEAL.events },
    ] as ReturnType<typeof emptyDeal>[]) {
      const back = decodeDeal(encodeDeal(deal));
      expect(back?.problems).toEqual([]);
      expect(back?.versionNote).toBeNull();
      expect(back?.state).toEqual(deal);
    }
  });

  it('reads as a person would write it', () => {
    const link = new URLSearchParams(encodeDeal(worked()));
    expect(link.get('v')).toBe('sichuan');
    expect(link.get('cv')).toBe(String(sichuan.catalogueVersion));
    expect(link.get('ms')).toBe('mpsm');
    expect(link.getAll('e').slice(0, 3)).toEqual([
      'kong.W.exposed.5p.N.48',
      'kong.E.concealed.3s.40',
      'win.self.30|S:123m 456m 789m 789m 5m @5m',
    ]);
    expect(
      encodeEvent({
        type: 'win',
        winners: [{ seat: 'S', hand: 'x' }],
        context: { discarder: 'W', robbingKong: true, kongDiscard: true },
      }),
    ).toBe('win.W.rob,afterkong|S:x');
    expect(decodeEvent('win.W.rob,afterkong|S:x')).toEqual({
      type: 'win',
      winners: [{ seat: 'S', hand: 'x' }],
      context: { discarder: 'W', robbingKong: true, kongDiscard: true },
    });
  });

  it('an address without a deal restores nothing', () => {
    expect(decodeDeal('')).toBeNull();
    expect(decodeDeal('?utm=1')).toBeNull();
  });

  it('an unreadable event keeps the events before it and names what is wrong', () => {
    const q = new URLSearchParams(encodeDeal(worked()));
    const events = q.getAll('e');
    q.delete('e');
    for (const e of [events[0], events[1], 'kong.E.sideways.4s', events[2]]) q.append('e', e!);
    const back = decodeDeal(`?${q}`)!;
    expect(back.state.events).toEqual(WORKED_DEAL.events.slice(0, 2));
    expect(back.problems).toEqual([
      'event 3 could not be read (the kind of kong must be exposed, added or concealed, not "sideways"); it and the events after it were left out',
    ]);
  });

  it("an event the rules refuse where it stands keeps the events before it, with the engine's reason", () => {
    const back = decodeDeal(
      '?v=sichuan&ms=mpsm&e=kong.N.concealed.2p&e=kong.N.concealed.5m&e=kong.E.concealed.3s',
    )!;
    expect(back.state.events).toEqual([{ type: 'kong', seat: 'N', kind: 'concealed', tile: '2p' }]);
    expect(back.problems).toEqual([
      "event 2: N cannot kong 5m (5 Characters): characters is N's missing suit; that event and the ones after it were left out",
    ]);
  });

  it('a bad missing suit, an unknown field, a table option and an old version are each reported; the rest is kept', () => {
    const back = decodeDeal(`?v=sichuan&cv=0&ms=mxsm&e=kong.E.concealed.3s&o.cap=4&colour=red`)!;
    expect(back.state.missingSuits).toEqual({ E: 'm', S: 'p', W: 's', N: 'm' });
    expect(back.state.events).toHaveLength(1);
    expect(back.problems).toEqual([
      'South\'s missing suit "x" is not m, p or s; using p',
      'the deal ledger plays the published Sichuan rules; the table options in the link were ignored',
      'unknown link field "colour" ignored',
    ]);
    expect(back.versionNote).toMatch(/version 0 of the Sichuan rules/);
  });

  it('hands that do not name a seat, a win with no hands and an unknown kind of event are refused in words', () => {
    expect(() => decodeEvent('win.self|123m')).toThrow('"123m" is not a seat and a hand');
    expect(() => decodeEvent('win.self')).toThrow('the win lists no hands');
    expect(() => decodeEvent('win.self.lucky|S:1m')).toThrow(
      '"lucky" is not a win event (kong, rob, last, afterkong)',
    );
    expect(() => decodeEvent('draw')).toThrow('"draw" is not a kong, a win or the wall\'s end');
    expect(() => decodeEvent('end|E:1m;E:2m')).toThrow('East has two hands');
  });
});

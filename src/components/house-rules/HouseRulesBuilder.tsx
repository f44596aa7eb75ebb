/**
 * The house-rule builder: a club picks a variant, sets its options, switches patterns off or
 * values them its own way, chooses how hands are paid and names itself; the builder checks the
 * rules as they change and gives a link to a page of exactly those rules. The rules live in the
 * address's fragment, here and on that page, so nothing is stored anywhere else.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { HandError } from '../../engine/errors';
import {
  CLUB_NAME_MAX,
  type HouseRules,
  emptyHouseRules,
  houseRuleProblems,
  modelChoosable,
  patternValueMax,
} from '../../engine/house-rules';
import { encodeHouseLink, parseHouseLink, readHouseRules } from '../../house-rules-link';
import { modelsOf } from '../../engine/models';
import type { OptionValue, PatternDef, Variant } from '../../engine/variant';
import '../../styles/hand-builder.css';
import '../../styles/house-rules.css';
import { OptionField, withOption } from '../hand-builder/ContextForm';
import { ProblemList } from '../ProblemList';
import { loadVariant } from './load-variant';
import { ScrollRegion } from '../ScrollRegion';
import { valueText } from './RulesSheet';

export interface VariantChoice {
  id: string;
  name: string;
}

const VIEW_PATH = '/house-rules/view/';

function PatternRow({
  variant,
  def,
  rules,
  max,
  draft,
  onPlayed,
  onValue,
}: {
  variant: Variant;
  def: PatternDef;
  rules: HouseRules;
  max: number;
  draft: string | undefined;
  onPlayed(on: boolean): void;
  onValue(raw: string): void;
}) {
  const played = !rules.off.includes(def.id);
  const shown = draft ?? String(rules.values[def.id] ?? def.value);
  const n = Number(shown);
  const bad = played && (!/^\d+(\.\d+)?$/.test(shown.trim()) || n < 1 || n > max);
  const inputId = `hr-value-${def.id}`;
  return (
    <tr data-pattern={def.id} class={!played || n !== def.value ? 'hr-changed' : undefined}>
      <th scope="row" id={`hr-name-${def.id}`}>
        {def.name}
        {def.limit ? <span class="hr-tag"> (limit)</span> : null}
      </th>
      <td>{valueText(variant, def.value)}</td>
      <td>
        <input
          type="checkbox"
          checked={played}
          aria-labelledby={`hr-name-${def.id}`}
          aria-describedby="hr-played-col"
          onChange={(e) => onPlayed(e.currentTarget.checked)}
        />
      </td>
      <td>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={shown}
          disabled={!played}
          aria-label={`${def.name}: club value`}
          aria-invalid={bad ? 'true' : undefined}
          onInput={(e) => onValue(e.currentTarget.value)}
        />
      </td>
    </tr>
  );
}

export default function HouseRulesBuilder({ variants }: { variants: VariantChoice[] }) {
  const [variantId, setVariantId] = useState(variants[0]?.id ?? '');
  const [variant, setVariant] = useState<Variant | null>(null);
  const [rules, setRules] = useState<HouseRules | null>(null);
  /** Value fields as typed, for those that do not hold a usable value yet. */
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string[]>([]);
  const [copy, setCopy] = useState<'copied' | 'blocked' | null>(null);
  const [ready, setReady] = useState(false);
  /** The club name typed so far survives a change of variant. */
  const club = useRef('');
  /** Set once the reader changes something, so a plain visit leaves the address alone. */
  const dirty = useRef(false);

  // A builder address that already holds rules (the "change these rules" link) opens on them.
  useEffect(() => {
    const link = parseHouseLink(window.location.hash);
    if (link.variant && variants.some((v) => v.id === link.variant)) {
      loadVariant(link.variant).then((v) => {
        const read = readHouseRules(v, link);
        club.current = read.rules.club;
        setVariantId(v.id);
        setVariant(v);
        setRules(read.rules);
        setNotice([...(read.versionNote ? [read.versionNote] : []), ...read.problems]);
        setReady(true);
      });
      return;
    }
    if (link.problems.length || link.variant) setNotice([...link.problems, ...(link.variant ? [`this site has no variant "${link.variant}"`] : [])]);
    choose(variantId);
  }, []);

  const choose = (id: string) => {
    setVariantId(id);
    setCopy(null);
    setDrafts({});
    loadVariant(id)
      .then((v) => {
        setVariant(v);
        setRules({ ...emptyHouseRules(v), club: club.current });
        setReady(true);
      })
      .catch((e) => setNotice([e instanceof HandError ? e.message : 'the variant could not be loaded']));
  };

  const update = (patch: Partial<HouseRules>) => {
    dirty.current = true;
    setCopy(null);
    setRules((r) => (r ? { ...r, ...patch } : r));
  };

  const problems = useMemo(() => {
    if (!variant || !rules) return [];
    const typed = Object.entries(drafts).map(([id, raw]) => {
      const def = variant.patterns.find((p) => p.id === id);
      return `${def?.name ?? id}: "${raw}" is not a value from 1 to ${patternValueMax(variant)}; the value before it is kept until it is fixed`;
    });
    return [...typed, ...houseRuleProblems(variant, rules)];
  }, [variant, rules, drafts]);

  const hash = rules && !problems.length ? encodeHouseLink(rules) : null;
  // The builder's own address keeps the rules too, so a reload or a bookmark keeps the work.
  useEffect(() => {
    if (!ready || !hash || !dirty.current) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
  }, [ready, hash]);

  const link = hash && typeof window !== 'undefined' ? `${window.location.origin}${VIEW_PATH}${hash}` : null;

  const onCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('blocked');
    }
  };

  const setOption = (id: string, value: OptionValue) => {
    if (!variant || !rules) return;
    update({ options: withOption(variant, rules.options, id, value) });
  };

  const setPlayed = (def: PatternDef, on: boolean) => {
    if (!rules) return;
    const off = on ? rules.off.filter((id) => id !== def.id) : [...rules.off, def.id];
    const values = { ...rules.values };
    if (!on) delete values[def.id];
    const { [def.id]: _dropped, ...rest } = drafts;
    setDrafts(rest);
    update({ off, values });
  };

  const setValue = (def: PatternDef, raw: string) => {
    if (!variant || !rules) return;
    const n = Number(raw);
    const { [def.id]: _old, ...rest } = drafts;
    if (!/^\d+(\.\d+)?$/.test(raw.trim()) || n < 1 || n > patternValueMax(variant)) {
      setDrafts({ ...rest, [def.id]: raw });
      return;
    }
    setDrafts(rest);
    const values = { ...rules.values };
    if (n === def.value) delete values[def.id];
    else values[def.id] = n;
    update({ values });
  };

  const models = variant ? modelsOf(variant) : [];
  const max = variant ? patternValueMax(variant) : 0;

  return (
    <div class="hb hr-builder not-content" data-ready={ready ? 'true' : undefined} data-pagefind-ignore>
      {notice.length ? (
        <div class="hr-notice" role="alert" data-testid="hr-problems">
          <ProblemList title={<strong>Parts of the rules in this address could not be used:</strong>} problems={notice} />
        </div>
      ) : null}

      <fieldset class="hr-fieldset">
        <legend>The club and its game</legend>
        <div class="hb-option">
          <label for="hr-variant">Variant</label>
          <select
            id="hr-variant"
            value={variantId}
            onChange={(e) => {
              dirty.current = true;
              choose(e.currentTarget.value);
            }}
          >
            {variants.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
              </option>
            ))}
          </select>
        </div>
        <div class="hb-option">
          <label for="hr-club-name">Club name</label>
          <input
            id="hr-club-name"
            type="text"
            maxLength={CLUB_NAME_MAX}
            value={rules?.club ?? ''}
            autocomplete="organization"
            aria-describedby="hr-club-hint"
            onInput={(e) => {
              club.current = e.currentTarget.value;
              update({ club: e.currentTarget.value });
            }}
          />
          <p class="hb-hint" id="hr-club-hint">
            Shown as the heading of the club's page; up to {CLUB_NAME_MAX} characters.
          </p>
        </div>
      </fieldset>

      {variant && rules ? (
        <>
          <fieldset class="hr-fieldset">
            <legend>Table options ({variant.shortName})</legend>
            {variant.options.length ? (
              <div class="hb-options__list">
                {variant.options.map((decl) => (
                  <OptionField
                    key={`${variant.id}-${decl.id}`}
                    decl={decl}
                    value={rules.options[decl.id] ?? decl.default}
                    onChange={(v) => setOption(decl.id, v)}
                  />
                ))}
              </div>
            ) : (
              <p>{variant.shortName} has no table options.</p>
            )}
            {modelChoosable(variant) ? (
              <div class="hb-option">
                <label for="hr-model">Settlement model</label>
                <select
                  id="hr-model"
                  value={rules.model ?? ''}
                  aria-describedby="hr-model-hint"
                  onChange={(e) => update({ model: e.currentTarget.value || undefined })}
                >
                  <option value="">Published: {modelsOf(variant)[0].name}</option>
                  {models.slice(1).map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </select>
                <p class="hb-hint" id="hr-model-hint">
                  {(rules.model ? models.find((m) => m.id === rules.model) : models[0])?.summary}
                </p>
              </div>
            ) : null}
          </fieldset>

          <fieldset class="hr-fieldset">
            <legend>Patterns</legend>
            <p class="hb-hint" id="hr-played-col">
              Untick a pattern the club does not play; change a value (1 to {max} {variant.unit.plural}) to value it the club's way. The new value counts
              everywhere: the total, the cap, the minimum and the payments.
            </p>
            <ScrollRegion label={`Patterns of ${variant.name}`}>
              <table class="hr-table hr-edit">
                <caption>Patterns of {variant.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Pattern</th>
                    <th scope="col">Published</th>
                    <th scope="col">Played</th>
                    <th scope="col">Club value</th>
                  </tr>
                </thead>
                {variant.categories.map((cat) => {
                  const defs = variant.patterns.filter((p) => p.category === cat.id);
                  if (!defs.length) return null;
                  return (
                    <tbody key={`${variant.id}-${cat.id}`}>
                      <tr class="hr-category">
                        <th scope="rowgroup" colSpan={4}>
                          {cat.name}
                        </th>
                      </tr>
                      {defs.map((def) => (
                        <PatternRow
                          key={def.id}
                          variant={variant}
                          def={def}
                          rules={rules}
                          max={max}
                          draft={drafts[def.id]}
                          onPlayed={(on) => setPlayed(def, on)}
                          onValue={(raw) => setValue(def, raw)}
                        />
                      ))}
                    </tbody>
                  );
                })}
              </table>
            </ScrollRegion>
          </fieldset>

          <section class="hr-result" aria-live="polite" aria-labelledby="hr-link-title">
            <h3 id="hr-link-title">The club's page</h3>
            <p class="hb-hint">
              {rules.off.length} pattern{rules.off.length === 1 ? '' : 's'} switched off, {Object.keys(rules.values).length} revalued,{' '}
              {Object.keys(rules.options).length} option{Object.keys(rules.options).length === 1 ? '' : 's'} changed
              {rules.model ? ', own settlement model' : ''}.
            </p>
            {problems.length ? (
              <div class="hb-error" data-testid="hr-rule-problems">
                <ProblemList title="Fix these before the link can be made:" problems={problems} />
              </div>
            ) : link ? (
              <>
                <label for="hr-link" class="hb-label">
                  Link to the club's page (the link holds all the rules)
                </label>
                <input id="hr-link" class="hb-link" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
                <div class="hb-actions">
                  <button type="button" class="hb-btn" onClick={onCopy}>
                    Copy link
                  </button>
                  <a href={link} data-testid="hr-open">
                    Open the club's page
                  </a>
                </div>
                {copy ? (
                  <p class="hb-hint" role="status">
                    {copy === 'copied' ? 'Link copied.' : 'Copying was blocked; select the link above and copy it.'}
                  </p>
                ) : null}
              </>
            ) : null}
          </section>
        </>
      ) : (
        <p class="hb-hint">Loading the catalogue…</p>
      )}
    </div>
  );
}

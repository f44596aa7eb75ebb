/**
 * The house-rule builder: a club picks a variant, sets its options, switches patterns off or
 * values them its own way, chooses how hands are paid and names itself; the builder checks the
 * rules as they change and gives a link to a page of exactly those rules. The rules live in the
 * address's fragment, here and on that page, so nothing is stored anywhere else. Every change is
 * editor.ts; the page's state and address are useEditor.ts.
 */
import '../../styles/hand-builder.css';
import '../../styles/house-rules.css';
import { useMemo } from 'preact/hooks';
import { SayContext } from '../hand-builder/words';
import { ProblemList } from '../ProblemList';
import { ClubFieldset } from './ClubFieldset';
import { ClubLink } from './ClubLink';
import { OptionsFieldset } from './OptionsFieldset';
import { PatternsFieldset } from './PatternsFieldset';
import { useEditor, type VariantChoice } from './useEditor';
import { type HouseLanguage, HouseSayContext, houseSayIn, useHouseSay } from './words';

export type { VariantChoice } from './useEditor';

interface Props {
  variants: VariantChoice[];
  /** The page's language; none on an English page. */
  lang?: HouseLanguage;
}

export default function HouseRulesBuilder({ variants, lang }: Props) {
  const say = useMemo(() => houseSayIn(lang), [lang]);
  return (
    <HouseSayContext.Provider value={say}>
      <BuilderForm variants={variants} />
    </HouseSayContext.Provider>
  );
}

function BuilderForm({ variants }: { variants: VariantChoice[] }) {
  const say = useHouseSay();
  const { variantId, variant, editor, notice, ready, problems, hash, change, choose } = useEditor(
    variants,
    say,
  );
  return (
    <div
      class="hb hr-builder not-content"
      data-ready={ready ? 'true' : undefined}
      data-pagefind-ignore
    >
      {notice.length ? (
        <div class="hr-notice" role="alert" data-testid="hr-problems">
          <ProblemList title={<strong>{say('builder.notice')}</strong>} problems={notice} />
        </div>
      ) : null}
      <ClubFieldset
        variants={variants}
        variantId={variantId}
        club={editor?.rules.club ?? ''}
        onVariant={choose}
        onClub={(name) => change({ type: 'club', name })}
      />
      {variant && editor ? (
        // The option fields are the scorer's, said in the chosen variant's words.
        <SayContext.Provider value={say.in(variant)}>
          <OptionsFieldset variant={variant} editor={editor} onChange={change} />
          <PatternsFieldset variant={variant} editor={editor} onChange={change} />
          <ClubLink rules={editor.rules} problems={problems} hash={hash} />
        </SayContext.Provider>
      ) : (
        <p class="hb-hint">{say('builder.loading')}</p>
      )}
    </div>
  );
}

/**
 * The house-rule builder: a club picks a variant, sets its options, switches patterns off or
 * values them its own way, chooses how hands are paid and names itself; the builder checks the
 * rules as they change and gives a link to a page of exactly those rules. The rules live in the
 * address's fragment, here and on that page, so nothing is stored anywhere else. Every change is
 * editor.ts; the page's state and address are useEditor.ts.
 */
import '../../styles/hand-builder.css';
import '../../styles/house-rules.css';
import { ProblemList } from '../ProblemList';
import { ClubFieldset } from './ClubFieldset';
import { ClubLink } from './ClubLink';
import { OptionsFieldset } from './OptionsFieldset';
import { PatternsFieldset } from './PatternsFieldset';
import { useEditor, type VariantChoice } from './useEditor';

export type { VariantChoice } from './useEditor';

export default function HouseRulesBuilder({ variants }: { variants: VariantChoice[] }) {
  const { variantId, variant, editor, notice, ready, problems, hash, change, choose } =
    useEditor(variants);
  return (
    <div
      class="hb hr-builder not-content"
      data-ready={ready ? 'true' : undefined}
      data-pagefind-ignore
    >
      {notice.length ? (
        <div class="hr-notice" role="alert" data-testid="hr-problems">
          <ProblemList
            title={<strong>Parts of the rules in this address could not be used:</strong>}
            problems={notice}
          />
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
        <>
          <OptionsFieldset variant={variant} editor={editor} onChange={change} />
          <PatternsFieldset variant={variant} editor={editor} onChange={change} />
          <ClubLink rules={editor.rules} problems={problems} hash={hash} />
        </>
      ) : (
        <p class="hb-hint">Loading the catalogue…</p>
      )}
    </div>
  );
}

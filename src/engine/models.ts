/**
 * Settlement models as data: the models a variant can pay a hand under, which one its rules use
 * by default, and one hand's payments under any of them, for side-by-side comparison.
 */
import { HandError } from './errors';
import type { ScoreResult } from './score';
import { noPayments, type Payments } from './settlement';
import type { Options, SettlementBase, SettlementModel, Variant } from './variant';

/** The variant's models; a variant without a list has one, its own `settle`. */
/** The one model of a variant that declares none, made once per variant (every scored answer asks for it). */
const ONLY_MODEL = new WeakMap<Variant, readonly SettlementModel[]>();

export function modelsOf(variant: Variant): readonly SettlementModel[] {
  if (variant.settlementModels?.length) return variant.settlementModels;
  let only = ONLY_MODEL.get(variant);
  if (!only) {
    only = [
      {
        id: 'default',
        name: `${variant.shortName} settlement`,
        ...(variant.rules ? { source: variant.rules.source } : {}),
        summary: variant.settlementSummary,
        settle: variant.settle,
      },
    ];
    ONLY_MODEL.set(variant, only);
  }
  return only;
}

/** The model `variant.settle` uses under these options. */
export function activeModel(variant: Variant, options: Options): SettlementModel {
  const models = modelsOf(variant);
  const id = variant.activeSettlementModel?.(options);
  const model = (id && models.find((m) => m.id === id)) || models[0];
  if (!model) throw new Error(`${variant.name} lists no settlement model`);
  return model;
}

/** A model by id; a model the variant does not have is a specific error. */
export function findModel(variant: Variant, id: string): SettlementModel {
  const models = modelsOf(variant);
  const model = models.find((m) => m.id === id);
  if (!model) {
    throw new HandError(
      'bad-option',
      `${variant.name} has no settlement model "${id}"; its models are ${models.map((m) => `“${m.name}”`).join(', ')}`,
      { reason: 'model-unknown', value: id },
    );
  }
  return model;
}

export interface ModelPayout {
  model: SettlementModel;
  /** Nobody pays for a hand below the minimum. */
  payments: Payments;
  base: SettlementBase | null;
}

/** One scored hand paid under one model (the hand's value and minimum do not depend on it). */
export function payUnder(model: SettlementModel, result: ScoreResult): ModelPayout {
  const payments = result.minimumMet
    ? model.settle(result.total, result.context, result.options)
    : noPayments();
  return { model, payments, base: model.base ? model.base(result.total, result.options) : null };
}

/** The scored hand paid under every model of its variant, the active one first. */
export function payUnderEvery(variant: Variant, result: ScoreResult): ModelPayout[] {
  const active = activeModel(variant, result.options);
  const ordered = [active, ...modelsOf(variant).filter((m) => m !== active)];
  return ordered.map((m) => payUnder(m, result));
}

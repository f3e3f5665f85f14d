import type { FormDefinition } from '../api/formContract';
import type { FormAddon, FormElementMeta } from '../api/formMeta';
import type { TextLookup } from './TextLookup';
import { translateLabel, translateText } from './translateLabel';

/**
 * A form definition with every text its administrator defined in the chosen language (docs/behaviour.md §2): the title
 * and, through the whole element tree (tabs, fieldsets, buttons, fields), labels part by part, placeholders,
 * hints, shortcut labels, addon texts and html blocks. Missing translations leave the Uzbek text.
 *
 * @example
 * const shown = translateFormDefinition(definition, definedTextLookup(runtime.i18n));
 */
export function translateFormDefinition(definition: FormDefinition, lookup: TextLookup): FormDefinition {
  return {
    ...definition,
    props: { ...definition.props, title: translateText(definition.props.title, lookup) },
    elements: translateFormElements(definition.elements, lookup),
  };
}

/** The element tree's texts in the chosen language; see translateFormDefinition. */
export function translateFormElements(elements: readonly FormElementMeta[], lookup: TextLookup): FormElementMeta[] {
  const addons = (list: FormAddon[]) => list.map((addon) => (addon.text ? { ...addon, text: translateText(addon.text, lookup) } : addon));
  return elements.map((element) => {
    const shown: FormElementMeta = { ...element };
    // Only the texts an element has: an absent one stays absent rather than becoming `undefined`.
    if (element.label) shown.label = translateLabel(element.label, lookup);
    if (element.placeholder) shown.placeholder = translateText(element.placeholder, lookup);
    if (element.hint) shown.hint = translateText(element.hint, lookup);
    if (element.shortKeyLabel) shown.shortKeyLabel = translateText(element.shortKeyLabel, lookup);
    // An html block is translated whole (its key is the Uzbek HTML); the control sanitises whichever it shows.
    if (element.htmlContent) shown.htmlContent = translateText(element.htmlContent, lookup);
    if (element.addonElementsLeft) shown.addonElementsLeft = addons(element.addonElementsLeft);
    if (element.addonElementsRight) shown.addonElementsRight = addons(element.addonElementsRight);
    if (element.children) shown.children = translateFormElements(element.children, lookup);
    return shown;
  });
}

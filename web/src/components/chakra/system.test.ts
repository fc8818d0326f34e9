import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RECIPES, SLOT_RECIPES } from './system';

/** Chakra components that are styled by a recipe, and that recipe's key in the system. */
const RECIPE_OF: Record<string, string> = {
  Accordion: 'accordion',
  ActionBar: 'actionBar',
  Alert: 'alert',
  Avatar: 'avatar',
  Badge: 'badge',
  Blockquote: 'blockquote',
  Breadcrumb: 'breadcrumb',
  Button: 'button',
  IconButton: 'button',
  CloseButton: 'button',
  Card: 'card',
  Carousel: 'carousel',
  Checkbox: 'checkbox',
  CheckboxCard: 'checkboxCard',
  Code: 'code',
  Collapsible: 'collapsible',
  ColorPicker: 'colorPicker',
  Combobox: 'combobox',
  Container: 'container',
  DataList: 'dataList',
  DatePicker: 'datePicker',
  Dialog: 'dialog',
  Drawer: 'drawer',
  Editable: 'editable',
  EmptyState: 'emptyState',
  Field: 'field',
  Fieldset: 'fieldset',
  FileUpload: 'fileUpload',
  Heading: 'heading',
  HoverCard: 'hoverCard',
  Icon: 'icon',
  Input: 'input',
  InputAddon: 'inputAddon',
  Kbd: 'kbd',
  Link: 'link',
  List: 'list',
  Listbox: 'listbox',
  Mark: 'mark',
  Marquee: 'marquee',
  Menu: 'menu',
  NativeSelect: 'nativeSelect',
  NumberInput: 'numberInput',
  PinInput: 'pinInput',
  Popover: 'popover',
  Progress: 'progress',
  ProgressCircle: 'progressCircle',
  QrCode: 'qrCode',
  RadioCard: 'radioCard',
  RadioGroup: 'radioGroup',
  RatingGroup: 'ratingGroup',
  ScrollArea: 'scrollArea',
  SegmentGroup: 'segmentGroup',
  Select: 'select',
  Separator: 'separator',
  Skeleton: 'skeleton',
  SkeletonCircle: 'skeleton',
  SkeletonText: 'skeleton',
  SkipNavLink: 'skipNavLink',
  Slider: 'slider',
  Spinner: 'spinner',
  Splitter: 'splitter',
  Stat: 'stat',
  Status: 'status',
  Steps: 'steps',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  Tag: 'tag',
  TagsInput: 'tagsInput',
  Textarea: 'textarea',
  Timeline: 'timeline',
  Toast: 'toast',
  Tooltip: 'tooltip',
  TreeView: 'treeView',
};

/** Recipes a component uses inside itself (a loading Button draws a Spinner). */
const IMPLIED: Record<string, string[]> = { Button: ['spinner'], IconButton: ['spinner'] };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** Names imported from '@chakra-ui/react' in a source file. */
function chakraImports(source: string): string[] {
  return [...source.matchAll(/import\s*{([^}]*)}\s*from\s*'@chakra-ui\/react'/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0] ?? '',
      )
      .filter(Boolean),
  );
}

describe('the Chakra system', () => {
  it('has the recipe of every recipe-styled component the app imports', () => {
    const registered = new Set([...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)]);
    const missing = sourceFiles(join(import.meta.dirname, '../..'))
      .flatMap((file) => chakraImports(readFileSync(file, 'utf8')).map((name) => ({ file, name, recipe: RECIPE_OF[name] })))
      .filter(({ recipe }) => recipe !== undefined && !registered.has(recipe))
      .map(({ file, name, recipe }) => `${name} (recipe "${recipe}") in ${file}`);
    expect(missing).toEqual([]);
  });

  it('carries no recipe the app does not use', () => {
    const used = new Set(sourceFiles(join(import.meta.dirname, '../..')).flatMap((file) => chakraImports(readFileSync(file, 'utf8')).flatMap((name) => [RECIPE_OF[name], ...(IMPLIED[name] ?? [])])));
    const unused = [...Object.keys(RECIPES), ...Object.keys(SLOT_RECIPES)].filter((key) => !used.has(key));
    expect(unused).toEqual([]);
  });
});

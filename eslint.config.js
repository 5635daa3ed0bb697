import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { webLayers } from './apps/web/eslint-layers.js';
import { serverLayers } from './apps/server/eslint-layers.js';

// JSX props whose string a person reads or hears (the rest, className, type, role..., are not texts).
/**
 * A text is read from the compiled message table by its name (`m.key()`, Paraglide; D62): each message is
 * a module of its own, so a chunk carries only the texts it shows. One read by a computed key keeps every
 * message alive, and the bundler then puts them all in the first load (issue 14 measured +10.7 KB gzip
 * from one computed read of the table).
 */
const MESSAGE_BY_NAME = {
  selector: "MemberExpression[computed=true][object.name='m']",
  message: 'Read a text by its name (m.key()): a computed read brings the whole table into the first load.',
};

/**
 * A message glued to data or to another message by a space (`${m.add()} ${name} ${m.toCart()}`, or
 * `{m.placedOn()} {date}` in JSX) reads in English word order in every language. Such a sentence is one
 * message with placeholders ('Add {name} to cart' / '{name} कार्ट में जोड़ें'; issue 16, D62), with
 * RichMessage (apps/web/src/ui/rich-message.tsx) when a placeholder holds an element; whole sentences
 * read one after the other are joined by sentences() (apps/web/src/lib/sentences.ts).
 */
const MESSAGE_CALL = "CallExpression[callee.object.name='m']";
const GLUED =
  'Write one message with placeholders (issue 16, D62): a message glued to data by a space reads in English word order.';
const GLUED_TEXTS = [
  { selector: `TemplateLiteral:has(> TemplateElement[value.raw=' ']):has(> ${MESSAGE_CALL})`, message: GLUED },
  {
    selector: `JSXExpressionContainer:has(> ${MESSAGE_CALL}) + JSXText[value=/^[ \\t]+$/] + JSXExpressionContainer`,
    message: GLUED,
  },
  {
    selector: `JSXExpressionContainer + JSXText[value=/^[ \\t]+$/] + JSXExpressionContainer:has(> ${MESSAGE_CALL})`,
    message: GLUED,
  },
  {
    selector: `JSXExpressionContainer:has(> ${MESSAGE_CALL}) + JSXExpressionContainer > Literal[value=' ']`,
    message: GLUED,
  },
];

/**
 * English held in a plain value, where `react/jsx-no-literals` does not look (issue 16, D62): a map of
 * labels, an object's `label` or `title`, a list, a returned text. Each reaches the screen later and stays
 * English when Hindi is chosen. Three nets, tuned so API values pass (statuses such as 'Preparing' as data
 * aside: class names, ids, query keys, 'UTC', component names):
 * - a capitalised word or sentence ('Bestseller', 'No active coupons'; not 'FullMenuPage' nor 'UTC') as an
 *   object's property value, an array's element or a returned value, or a branch of a `?:`, `??` or `||` there;
 * - any text with a capital or a space ('Quick bite', `${n} mins`) as the value of a property or variable
 *   named like a text (label, title, body, text, hint, name, placeholder, alt, ...), template literals too;
 * - any word in the values of an object named *LABELS, *TITLES or *TEXTS.
 * An API value that must stay English is let through by a disable comment that says so, e.g.
 * `// eslint-disable-next-line no-restricted-syntax -- the API's order status value, not a text`.
 */
const ENGLISH_WORDS = "/^[A-Z][a-z]+([\\s,.!?'’:-].*)?$/";
const TEXT_LIKE = '/^(?=.*[A-Za-z]{3})(?=.*[A-Z\\s])/';
const TEXT_KEY =
  '/^(label|title|subtitle|heading|body|text|hint|name|placeholder|alt|caption|message|description|ariaLabel|[a-z]+(Label|Title|Text|Hint))$/';
const FROM_THE_TABLE = 'Read this text from the message table (packages/domain/messages/en.json and hi.json).';
const BRANCH = ':matches(ConditionalExpression, LogicalExpression)';
/** `node` as a value that may be shown: a property's value, an array's element, a returned value. */
const valueSlots = (node) =>
  `:matches(Property > ${node}.value, ArrayExpression > ${node}, ReturnStatement > ${node}, ArrowFunctionExpression > ${node}.body)`;
/** `node` as the value of a property or variable named like a text. */
const textSlots = (node) =>
  `:matches(Property[key.name=${TEXT_KEY}] > ${node}.value, VariableDeclarator[id.name=${TEXT_KEY}] > ${node}.init, AssignmentExpression[left.name=${TEXT_KEY}] > ${node}.right)`;
const TEXT_IN_VALUES = [
  `${valueSlots('Literal')}[value=${ENGLISH_WORDS}]`,
  `${valueSlots(BRANCH)} > Literal[value=${ENGLISH_WORDS}]`,
  `${textSlots('Literal')}[value=${TEXT_LIKE}]`,
  `${textSlots(BRANCH)} > Literal[value=${TEXT_LIKE}]`,
  `${textSlots('TemplateLiteral')} > TemplateElement[value.raw=${TEXT_LIKE}]`,
  `${textSlots(BRANCH)} > TemplateLiteral > TemplateElement[value.raw=${TEXT_LIKE}]`,
  'VariableDeclarator[id.name=/(LABELS|TITLES|TEXTS)$/] Property > Literal.value[value=/[A-Za-z]{3}/]',
].map((selector) => ({ selector, message: FROM_THE_TABLE }));

const TEXT_PROP =
  '/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt|label|text|subtitle|message|[a-z]+(Text|Label|Title))$/';

// The JSX texts a person reads: a literal in a text prop, in a `?:`/`&&` between elements, a toast's text.
const JSX_TEXTS = [
  {
    selector: `JSXAttribute[name.name=${TEXT_PROP}] > Literal[value=/[A-Za-z]/]`,
    message: 'Read this text from the message table (packages/domain/messages/en.json and hi.json).',
  },
  {
    selector: `JSXAttribute[name.name=${TEXT_PROP}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-Za-z]/]`,
    message: 'Read this text from the message table (packages/domain/messages/en.json and hi.json).',
  },
  {
    selector: `JSXAttribute[name.name=${TEXT_PROP}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`,
    message: 'Read this text from the message table (packages/domain/messages/en.json and hi.json).',
  },
  {
    selector: `JSXAttribute[name.name=${TEXT_PROP}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression, ArrowFunctionExpression) > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]`,
    message: 'Read this text from the message table (packages/domain/messages/en.json and hi.json).',
  },
  {
    selector:
      ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-Za-z]/]',
    message: 'Read this text from the message table (packages/domain/messages/en.json and hi.json).',
  },
  {
    selector:
      ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]',
    message: 'Read this text from the message table (packages/domain/messages/en.json and hi.json).',
  },
  {
    selector:
      ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]/]',
    message: 'Read this text from the message table (packages/domain/messages/en.json and hi.json).',
  },
  {
    selector: "CallExpression[callee.object.name='toast'] > :matches(Literal, TemplateLiteral)",
    message: 'Read this text from the message table (packages/domain/messages/en.json and hi.json).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'packages/domain/src/i18n/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Accessibility of what the components render (issue 12): labels, roles, keyboard handlers, alt text.
  { files: ['apps/web/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // autoFocus is how our sheets put the focus on their first field (D38: the Dialog mounts its content
    // after showModal(), so the control asked for gets it) and how the inline delete confirmation puts it on
    // Cancel. Components take it as a prop (DigitBoxes, Button), and the two elements that carry it to the
    // DOM are the login sheet's number field and the first digit box; a page's own field still may not.
    files: ['apps/web/src/**/*.tsx'],
    rules: { 'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }] },
  },
  {
    files: ['apps/web/src/ui/digit-boxes.tsx', 'apps/web/src/features/auth/login-overlay.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    // Every text a person sees comes from the message table (packages/domain/messages/*.json), so a screen
    // cannot grow an English literal the table does not know. Props are checked too (aria-label, title,
    // placeholder, label...) by name, as `ignoreProps: false` would flag every className, type and role too;
    // the allowed strings are punctuation and symbols beside data ('·' between figures, '₹', '%'). Words
    // around data are one message with placeholders, never a message glued to data (issue 16, D62).
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ['·', '₹', '(', ')', ',', '.', '-', '/', '%', '×', ':'],
        },
      ],
      'no-restricted-syntax': ['error', ...JSX_TEXTS, MESSAGE_BY_NAME, ...GLUED_TEXTS, ...TEXT_IN_VALUES],
    },
  },
  {
    // The same for the web app's and the domain's other modules (the .tsx files have it above).
    files: ['apps/web/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/web/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', MESSAGE_BY_NAME, ...GLUED_TEXTS] },
  },
  {
    // English in the web app's plain modules' values too (TEXT_IN_VALUES; the .tsx files have it above).
    // One block names every selector: a later block's list replaces an earlier one's for the same files.
    files: ['apps/web/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/web/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', MESSAGE_BY_NAME, ...GLUED_TEXTS, ...TEXT_IN_VALUES] },
  },
  // Component tests query as a user would and wait as React needs (issue 12).
  { files: ['apps/web/src/**/*.test.{ts,tsx}'], ...testingLibrary.configs['flat/react'] },
  {
    // Dependencies point one way: apps -> domain. The domain imports nothing from the apps, and each
    // message it uses from its own module, not the barrel over every message (D87: the tests' import time).
    files: ['packages/domain/**/*.ts'],
    ignores: ['packages/domain/src/messages.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@rasoi/web*', '@rasoi/server*', '../../apps/*'] },
            {
              regex: '(^|/)i18n/messages(\\.js)?$',
              message: "Import each message from its own module, e.g. './i18n/messages/couponused1.js' (D87).",
            },
          ],
        },
      ],
    },
  },
  {
    // The web app never imports server code, and the server never imports the web app.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@rasoi/server*', '**/apps/server/**'] }] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@rasoi/web*', '**/apps/web/**'] }] },
  },
  // Inside the web app imports only look down: shared code, features, app/; no cycles (issue 12).
  ...webLayers(path.join(import.meta.dirname, 'apps/web/src'), import.meta.dirname),
  // Inside the server imports only look down: routes, flows, modules, lib/db; no module imports another (D82).
  ...serverLayers(path.join(import.meta.dirname, 'apps/server/src'), import.meta.dirname),
  {
    // No unbounded `in (...)` list (issue 11, D32): a list read from stored rows grows until SQLite
    // refuses it. Bind one chunk from db/id-chunks.ts, or say on the line what bounds the list.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[arguments.1.value='in']",
          message:
            'Bind an `in` list from idChunks (db/id-chunks.ts), or disable this rule on the line with what bounds it.',
        },
      ],
    },
  },
  prettier,
);

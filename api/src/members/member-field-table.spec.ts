import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  AdminMemberSchema,
  AdminMemberUpdateSchema,
  MEMBER_FIELD_NAMES,
  MEMBER_FIELDS,
  MemberSchema,
  OWN_EDITABLE_FIELD_NAMES,
  OwnMemberUpdateSchema,
  type MemberFieldSpec,
} from '@greenroom/contracts';
import { getMetadataArgsStorage } from 'typeorm';
import { MemberEntity } from './entities/member.entity';

const root = join(__dirname, '..', '..', '..');
/** Where the code lives that could spell a column: the API, the libraries and the apps (their tests set rows up in SQL, so not those). */
const SOURCE_DIRS = [
  'api/src',
  'libs',
  'shell/src',
  ...readdirSync(root)
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`),
];
/** Migrations are history; an entity maps its own table (another table may have a column of the same name). */
const EXEMPT = [/^api\/src\/migrations\//, /\.entity\.ts$/, /^libs\/contracts\/src\/members\/member-fields\.ts$/, /\.spec\.tsx?$/];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return ['node_modules', 'dist', 'coverage'].includes(entry.name) ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Issue 25 item 3: the member field table (libs/contracts members/member-fields.ts) is a field's one description. */
describe('member field table', () => {
  it('is the only place a column name appears outside migrations and the entity', () => {
    const files = SOURCE_DIRS.flatMap(sourceFiles)
      .filter((file) => !EXEMPT.some((pattern) => pattern.test(file)))
      .map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') }));
    // A one-word column (email, city, level) is also its property's and plain English's spelling: only the
    // columns spelled apart from their property can be told apart in code.
    const columns = (Object.values(MEMBER_FIELDS) as MemberFieldSpec[]).filter((field) => field.column !== field.property);
    const strays = columns.flatMap((field) =>
      files.filter(({ text }) => new RegExp(`\\b${field.column}\\b`).test(text)).map(({ file }) => `${field.column} in ${relative('.', file)}`),
    );
    expect(strays).toEqual([]);
  });

  it('names every column of the entity that holds a field, as the entity maps it', () => {
    const mapped = getMetadataArgsStorage()
      .columns.filter((column) => column.target === MemberEntity)
      .map((column) => ({ property: column.propertyName, column: column.options.name ?? column.propertyName }));
    for (const name of MEMBER_FIELD_NAMES) {
      const field: MemberFieldSpec = MEMBER_FIELDS[name];
      expect(mapped).toContainEqual({ property: field.property, column: field.column });
    }
  });

  it('covers the record, the own-record update and the admin update of the contracts', () => {
    const record = Object.keys(AdminMemberSchema.shape).filter((key) => !['id', 'Teams', 'isAdmin', 'version'].includes(key));
    expect([...MEMBER_FIELD_NAMES].sort()).toEqual(record.sort());
    expect(Object.keys(MemberSchema.shape)).not.toContain('Director_Notes');
    expect([...OWN_EDITABLE_FIELD_NAMES].sort()).toEqual(
      Object.keys(OwnMemberUpdateSchema.shape)
        .filter((key) => key !== 'Email')
        .sort(),
    );
    expect([...MEMBER_FIELD_NAMES].sort()).toEqual(
      Object.keys(AdminMemberUpdateSchema.shape)
        .filter((key) => !['id', 'Teams', 'version'].includes(key))
        .sort(),
    );
  });
});

import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Pool, PoolClient, QueryResultRow } from 'pg';
import { DataSource, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** Distinct statement texts named and prepared; past this, texts run unnamed (a text built per call is a bug). */
const MAX_NAMED = 2000;

/**
 * A statement's SQL, or a function that builds it (from `columns()`, `jsonObject()` ...) once: a long text built
 * by a template on every call costs its concatenation and, for the name, hashing it again per call (1–2 % of a
 * one-statement read, issue 12). Pass the same function each time (a field of the caller), never a new one.
 */
export type StatementText = string | (() => string);

/**
 * Hot reads as named prepared statements, straight through the DataSource's pg pool: Postgres parses and plans a
 * statement once per connection, and no ORM builds SQL per call (TypeORM's find options and query builder were
 * the largest item of a read's CPU, issue 12). The text must be constant (values only in `$n` parameters; lists as
 * one array parameter with `= ANY($1::uuid[])`): its name is derived from it, once.
 *
 * Rows come back as pg parses them: timestamptz as Date, jsonb as objects, arrays as arrays, bigint as string,
 * which is what TypeORM hands out for the same columns; `columns()` names them as the entity's properties, so a
 * row is a plain object of the entity's shape.
 */
@Injectable()
export class PreparedSql {
  private readonly names = new Map<string, string>();
  private readonly selectLists = new Map<string, string>();
  private readonly jsonObjects = new Map<string, string>();
  private readonly builtStatements = new WeakMap<() => string, { name: string | undefined; text: string }>();
  private readonly dateProperties = new Map<EntityTarget<ObjectLiteral>, readonly string[]>();

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Runs one statement on a pool connection, or on the connection of `manager`'s transaction when it has one
   * (reads inside a transaction see its writes and its locks).
   */
  async query<R extends QueryResultRow>(
    text: StatementText,
    values: unknown[] = [],
    manager?: EntityManager,
  ): Promise<R[]> {
    const config = { ...this.statement(text), values };
    const runner = manager?.queryRunner;
    if (runner && !runner.isReleased && runner.isTransactionActive) {
      const client = (await runner.connect()) as PoolClient;
      return (await client.query<R>(config)).rows;
    }
    return (await this.pool().query<R>(config)).rows;
  }

  /**
   * `alias.column AS "property", ...` for every column of the entity, for a SELECT whose rows are the entity's
   * plain shape. Refuses entities whose columns TypeORM would transform on the way out (transformers, simple-json,
   * enums stored as numbers), so a row read here is what TypeORM would have handed out. With `prefix`, each
   * property is named `prefix + property`, for a row that joins two entities (`splitRow` takes it apart).
   */
  columns(entity: EntityTarget<ObjectLiteral>, alias: string, prefix = ''): string {
    const metadata = this.dataSource.getMetadata(entity);
    const key = `${metadata.tableName}\u0000${alias}\u0000${prefix}`;
    let list = this.selectLists.get(key);
    if (list === undefined) {
      list = metadata.columns
        .map((column) => {
          plainType(metadata.tableName, column);
          return `${alias}.${quote(column.databaseName)} AS ${quote(prefix + column.propertyName)}`;
        })
        .join(', ');
      this.selectLists.set(key, list);
    }
    return list;
  }

  /**
   * `json_build_object('property', alias.column, ...)` for every column of the entity: one row as a JSON value
   * Postgres builds, so a read of several tables can be one statement whose lists are `json_agg`s of these. pg
   * parses the json column; `fromJson` turns the object back into exactly the row `columns()` reads: timestamps
   * travel as epoch milliseconds floored (what pg's own date parser keeps of the microseconds) and become Dates,
   * bigints travel as text (pg hands them out as strings). Same refusals as `columns()`.
   */
  jsonObject(entity: EntityTarget<ObjectLiteral>, alias: string): string {
    const metadata = this.dataSource.getMetadata(entity);
    const key = `${metadata.tableName}\u0000${alias}`;
    let object = this.jsonObjects.get(key);
    if (object === undefined) {
      const pairs = metadata.columns.map((column) => {
        const type = plainType(metadata.tableName, column);
        const value = `${alias}.${quote(column.databaseName)}`;
        if (DATE_TYPES.has(type)) {
          if (column.isArray)
            throw new Error(`PreparedSql.jsonObject: ${column.databaseName} is an array of timestamps`);
          return `'${column.propertyName}', floor(extract(epoch FROM ${value}) * 1000)::bigint`;
        }
        if (BIGINT_TYPES.has(type))
          return `'${column.propertyName}', ${value}::text${column.isArray ? '[]' : ''}`;
        return `'${column.propertyName}', ${value}`;
      });
      // json_build_object takes at most 100 arguments (50 columns).
      if (pairs.length > 50)
        throw new Error(`PreparedSql.jsonObject: ${metadata.tableName} has more than 50 columns`);
      object = `json_build_object(${pairs.join(', ')})`;
      this.jsonObjects.set(key, object);
    }
    return object;
  }

  /** An object built by `jsonObject(entity, ...)`, as the row `columns()` would have read (timestamps as Dates). */
  fromJson<T extends ObjectLiteral>(entity: EntityTarget<T>, object: Record<string, unknown>): T {
    let dates = this.dateProperties.get(entity);
    if (dates === undefined) {
      const metadata = this.dataSource.getMetadata(entity);
      dates = metadata.columns
        .filter((column) => DATE_TYPES.has(plainType(metadata.tableName, column)))
        .map((column) => column.propertyName);
      this.dateProperties.set(entity, dates);
    }
    for (const property of dates) {
      const value = object[property];
      if (typeof value === 'number') object[property] = new Date(value);
    }
    return object as T;
  }

  private pool(): Pool {
    return (this.dataSource.driver as unknown as { master: Pool }).master;
  }

  /** The text and name of a statement; one given as a function is built and named on its first use only. */
  private statement(text: StatementText): { name: string | undefined; text: string } {
    if (typeof text === 'string') return { name: this.nameOf(text), text };
    let built = this.builtStatements.get(text);
    if (built === undefined) {
      const sql = text();
      built = { name: this.nameOf(sql), text: sql };
      this.builtStatements.set(text, built);
    }
    return built;
  }

  private nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < MAX_NAMED) {
      name = `ct_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
      this.names.set(text, name);
    }
    return name;
  }
}

/**
 * A joined row taken apart: the properties named `prefix + name` become `name` of the second object, the rest stay
 * in the first.
 */
export function splitRow<A, B>(row: Record<string, unknown>, prefix: string): [A, B] {
  const rest: Record<string, unknown> = {};
  const nested: Record<string, unknown> = {};
  for (const key of Object.keys(row)) {
    if (key.startsWith(prefix)) nested[key.slice(prefix.length)] = row[key];
    else rest[key] = row[key];
  }
  return [rest as A, nested as B];
}

/** Column types whose pg value is the value TypeORM hydrates (Date for timestamps, parsed jsonb, arrays). */
const PLAIN_TYPES = new Set([
  'uuid',
  'text',
  'varchar',
  'character varying',
  'boolean',
  'integer',
  'int',
  'int4',
  'smallint',
  'bigint',
  'int8',
  'jsonb',
  'json',
  'timestamptz',
  'timestamp with time zone',
  'String',
  'Boolean',
  'Number',
]);

const DATE_TYPES = new Set(['timestamptz', 'timestamp with time zone']);
const BIGINT_TYPES = new Set(['bigint', 'int8']);

/** The column's type when pg hands out what TypeORM would; throws for a column TypeORM transforms. */
function plainType(table: string, column: ColumnMetadata): string {
  const type = typeof column.type === 'string' ? column.type : column.type.name;
  if (column.transformer || !PLAIN_TYPES.has(type)) {
    throw new Error(
      `PreparedSql.columns: ${table}.${column.databaseName} (${type}) is not read as pg parses it`,
    );
  }
  return type;
}

function quote(identifier: string): string {
  return `"${identifier.replace(/"/g, '""')}"`;
}

// The frontend messages of PostgreSQL's extended query protocol for one statement with its parameters, in one buffer,
// so the embedded database runs parse, bind, describe, execute and sync in one call instead of one call each.
// Written by pg-protocol's serializer, with parameters prepared as node-postgres prepares them, so both databases
// receive the same values. Plain JavaScript, like the database's thread that uses it.
import utils from 'pg/lib/utils.js';
import { serialize } from 'pg-protocol';

/**
 * Bind, describe, execute and sync of a statement, preceded by its parse when `parsed` is false; every column as
 * text.
 */
export function statementMessages(name, sql, parsed, parameters) {
  return Buffer.concat([
    ...(parsed ? [] : [serialize.parse({ name, text: sql })]),
    serialize.bind({ statement: name, values: parameters, valueMapper: utils.prepareValue }),
    serialize.describe({ type: 'P' }),
    serialize.execute(),
    serialize.sync(),
  ]);
}

/** The rows and affected-row count of one statement's answer messages, each column read by its type's parser. */
export function statementResult(messages, parsers) {
  let fields = [];
  const rows = [];
  let affectedRows = 0;
  for (const message of messages) {
    if (message.name === 'rowDescription') fields = message.fields;
    else if (message.name === 'dataRow') {
      const row = {};
      message.fields.forEach((value, index) => {
        const { name, dataTypeID } = fields[index];
        const parse = parsers[dataTypeID];
        row[name] = value === null ? null : parse ? parse(value, dataTypeID) : value;
      });
      rows.push(row);
    } else if (message.name === 'commandComplete') {
      const words = message.text.split(' ');
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0])) affectedRows += Number(words.at(-1));
    }
  }
  return { rows, affectedRows };
}

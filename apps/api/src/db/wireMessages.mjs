// The frontend messages of PostgreSQL's extended query protocol for one statement with its parameters, in one buffer,
// so the embedded database runs parse, bind, describe, execute and sync in one call instead of one call each.
// Plain JavaScript, like the database's thread that uses it.
import utils from 'pg/lib/utils.js';

const encoder = new TextEncoder();

/** Grows as parts are written; `message` frames what was written since the last one. */
class MessageBuffer {
  #bytes = new Uint8Array(1024);
  #length = 0;
  #start = 0;

  #room(size) {
    if (this.#length + size <= this.#bytes.length) return;
    const larger = new Uint8Array(Math.max(this.#bytes.length * 2, this.#length + size));
    larger.set(this.#bytes.subarray(0, this.#length));
    this.#bytes = larger;
  }

  begin(code) {
    this.#room(5);
    this.#start = this.#length;
    this.#bytes[this.#length] = code.charCodeAt(0);
    this.#length += 5;
    return this;
  }

  int16(value) {
    this.#room(2);
    new DataView(this.#bytes.buffer).setInt16(this.#length, value);
    this.#length += 2;
    return this;
  }

  int32(value) {
    this.#room(4);
    new DataView(this.#bytes.buffer).setInt32(this.#length, value);
    this.#length += 4;
    return this;
  }

  bytes(value) {
    this.#room(value.length);
    this.#bytes.set(value, this.#length);
    this.#length += value.length;
    return this;
  }

  cstring(value) {
    return this.bytes(encoder.encode(value)).bytes([0]);
  }

  end() {
    new DataView(this.#bytes.buffer).setInt32(this.#start + 1, this.#length - this.#start - 1);
    return this;
  }

  done() {
    return this.#bytes.subarray(0, this.#length);
  }
}

/** A parameter as text, the way node-postgres sends it, so both databases receive the same values. */
function parameterText(value) {
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  const prepared = utils.prepareValue(value);
  return prepared === null || prepared === undefined ? null : String(prepared);
}

/**
 * Bind, describe, execute and sync of a statement, preceded by its parse when `parsed` is false; every parameter and
 * column as text.
 */
export function statementMessages(name, sql, parsed, parameters) {
  const buffer = new MessageBuffer();
  if (!parsed) buffer.begin('P').cstring(name).cstring(sql).int16(0).end();
  buffer.begin('B').cstring('').cstring(name).int16(0).int16(parameters.length);
  for (const parameter of parameters) {
    const text = parameterText(parameter);
    if (text === null) buffer.int32(-1);
    else {
      const encoded = encoder.encode(text);
      buffer.int32(encoded.length).bytes(encoded);
    }
  }
  buffer.int16(0).end();
  buffer.begin('D').bytes([0x50]).cstring('').end();
  buffer.begin('E').cstring('').int32(0).end();
  buffer.begin('S').end();
  return buffer.done();
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

/**
 * Types for the parts of the untyped `ipp` package that ippTransport.ts uses: its message encoder
 * and decoder. Attribute values come back decoded (enums as their keyword, e.g. job-state
 * 'completed'); an attribute with one value is a scalar, with several an array.
 */
declare module 'ipp' {
  export type IppValue = string | number | boolean | Date | IppValue[] | { [name: string]: IppValue };
  export type IppGroup = Record<string, IppValue>;

  export interface IppMessage {
    version?: string;
    /** Request: the operation name, e.g. 'Print-Job'. */
    operation?: string;
    /** Response: the status keyword, e.g. 'successful-ok'. */
    statusCode?: string;
    id?: number;
    'operation-attributes-tag'?: IppGroup;
    'job-attributes-tag'?: IppGroup | IppGroup[];
    'printer-attributes-tag'?: IppGroup;
    'unsupported-attributes-tag'?: IppGroup;
    data?: Buffer;
  }

  const ipp: {
    serialize(message: IppMessage): Buffer;
    parse(buffer: Buffer): IppMessage;
  };
  export default ipp;
}

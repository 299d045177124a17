// GraphQL fields of the support module: added with its procedures.
export {};

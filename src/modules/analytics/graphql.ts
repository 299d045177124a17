// GraphQL fields of the analytics module: added with its procedures.
export {};

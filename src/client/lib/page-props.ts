/** Every page receives the route pattern it was mounted for. */
export interface PageProps {
  path: string;
}

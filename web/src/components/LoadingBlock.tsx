import classes from './LoadingBlock.module.css'

/**
 * A grey block of the size of what is loading, so nothing below moves when it arrives. Mantine's
 * Skeleton does the same, but as a chunk of its own on the home page's first visit (the
 * 170 KB budget); this is a div and a few lines of CSS.
 */
export function LoadingBlock({ height }: { height: number }) {
  return <div className={classes.block} style={{ height }} aria-hidden />
}

"""Runs Debian's Orca (/usr/bin/orca) with its debug file line-buffered.

Orca opens its --debug-file with Python's default buffering (8 kB blocks), so what it has just said
reaches the file seconds late, or never when it is stopped. The screen-reader run polls that file for
each utterance, so here the file Orca opens for writing at /dev/stderr (the run's orca.log) is opened
line-buffered instead: each logged line is in the file as soon as Orca has written it.
"""
import builtins
import runpy
import sys

_open = builtins.open


def _open_debug_line_buffered(file, mode="r", buffering=-1, *args, **kwargs):
    if file == "/dev/stderr" and "w" in mode:
        buffering = 1
    return _open(file, mode, buffering, *args, **kwargs)


builtins.open = _open_debug_line_buffered
sys.argv = ["/usr/bin/orca", *sys.argv[1:]]
runpy.run_path("/usr/bin/orca", run_name="__main__")

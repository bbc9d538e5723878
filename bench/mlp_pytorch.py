#!/usr/bin/env python3
"""PyTorch's unfused FP16 MLP inference: the yardstick of the fused mlp kernel (`parity-run --perf`).

The network of the mlp perf figure: nn.Sequential(Linear(width, width, bias=False), ReLU, ... ,
Linear(width, output_width, bias=False)) with `hidden_layers` hidden layers, in FP16 on the GPU,
at batch 2^20 by default. Times `iterations` forward passes after `warmup` ones with CUDA events
(one event pair per pass, as parity-run times each launch) and prints one JSON object: the median
ms, TFLOP/s with the same count as parity-run (2 * B * width * (L * width + output_width)), and
the bytes of input + output.

    python3 bench/mlp_pytorch.py [--batch 1048576] [--width 64] [--hidden-layers 2] [--output-width 64]
"""
import argparse
import json
import statistics

import torch
from torch import nn


def network(width, input_width, output_width, hidden_layers, activation):
    act = {"relu": nn.ReLU, "sigmoid": nn.Sigmoid, "tanh": nn.Tanh, "none": nn.Identity}[activation]
    layers = [nn.Linear(input_width, width, bias=False), act()]
    for _ in range(hidden_layers - 1):
        layers += [nn.Linear(width, width, bias=False), act()]
    layers.append(nn.Linear(width, output_width, bias=False))
    return nn.Sequential(*layers)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--batch", type=int, default=1 << 20)
    ap.add_argument("--width", type=int, default=64)
    ap.add_argument("--input-width", type=int, default=None, help="default: width")
    ap.add_argument("--output-width", type=int, default=64)
    ap.add_argument("--hidden-layers", type=int, default=2)
    ap.add_argument("--activation", default="relu", choices=["relu", "sigmoid", "tanh", "none"])
    ap.add_argument("--iterations", type=int, default=50)
    ap.add_argument("--warmup", type=int, default=10)
    args = ap.parse_args()
    input_width = args.input_width or args.width
    dev = torch.device("cuda")
    torch.manual_seed(1)
    model = network(args.width, input_width, args.output_width, args.hidden_layers, args.activation)
    model = model.to(dev, torch.float16).eval()
    x = torch.rand(args.batch, input_width, device=dev, dtype=torch.float16) * 2 - 1
    times = []
    with torch.inference_mode():
        for _ in range(args.warmup):
            y = model(x)
        torch.cuda.synchronize()
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        for _ in range(args.iterations):
            start.record()
            y = model(x)
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end))
    ms = statistics.median(times)
    L, w = args.hidden_layers, args.width
    flop = 2.0 * args.batch * w * (L * w + args.output_width)
    print(json.dumps({
        "yardstick": "torch %s nn.Sequential fp16, bias=False" % torch.__version__,
        "device": torch.cuda.get_device_name(dev),
        "batch": args.batch, "width": w, "input_width": input_width, "output_width": args.output_width,
        "hidden_layers": L, "activation": args.activation,
        "iterations": args.iterations, "warmup": args.warmup,
        "median_ms": ms, "min_ms": min(times),
        "tflops": flop / (ms * 1e9),
        "bytes_in_out": x.numel() * 2 + y.numel() * 2,
    }))


if __name__ == "__main__":
    main()
